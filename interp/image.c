/* image.c — IMAGE formats (see image.h). */
#include "image.h"

#include <ctype.h>
#include <string.h>

static bool is_digit_symbol(int c) {
    return c == 'D' || c == 'Z' || c == '*';
}

static bool is_numeric_symbol(int c) {
    return is_digit_symbol(c) || c == 'S' || c == 'M' || c == '.' || c == 'R' || c == 'C' ||
           c == 'P' || c == 'E';
}

/* A symbol that starts a numeric field. */
static bool starts_number(int c) {
    return c == 'D' || c == 'Z' || c == '*' || c == 'S' || c == 'M' || c == '.' || c == 'R';
}

/* A character that starts a field when the look ahead meets it. */
static bool starts_field(int c) {
    return starts_number(c) || c == 'A' || c == 'K' || c == 'H' || c == 'B' || c == '^';
}

/* The next character that is not a blank, upper case; 0 at the end. */
static int peekc(Image *img) {
    while (img->at < img->len && img->text[img->at] == ' ')
        img->at++;
    return img->at < img->len ? toupper((unsigned char)img->text[img->at]) : 0;
}

/* Where the quote that closes the literal opened at open is, or img->len
 * when none does. */
static size_t closing_quote(const Image *img, size_t open) {
    size_t close = open + 1;
    while (close < img->len && img->text[close] != img->text[open])
        close++;
    return close;
}

/* A repeat count: the digits at the walk (blanks between them allowed), or
 * -1 when there are none or they make 1 (the ROM takes a count of 1 where
 * no count may go: 1K, 1.); -2 when it is 0 or too large. */
static int32_t read_count(Image *img) {
    int32_t n = -1;
    while (isdigit(peekc(img))) {
        int d = img->text[img->at++] - '0';
        n = n < 0 ? d : n * 10 + d;
        if (n > IMAGE_MAX_COUNT) return -2;
    }
    return n == 0 ? -2 : n == 1 ? -1 : n;
}

Hp71Error image_begin(Image *img, const char *text, size_t len) {
    if (len > IMAGE_MAX_TEXT) return HP71_E_INVALID_IMAGE;
    memcpy(img->text, text, len);
    img->len = len;
    img->at = 0;
    img->depth = 0;
    img->repeat_left = 0;
    img->nout = img->blanks_out = img->literals_out = img->items_out = 0;
    /* '#' as the first item: the line stays open; a field, a literal or X
       right after it (no comma between) is refused */
    img->keep_line = peekc(img) == '#';
    if (img->keep_line) {
        size_t after = ++img->at;
        (void)read_count(img);
        int c = peekc(img);
        img->at = after;
        if (starts_field(c) || c == '\'' || c == '"' || c == 'X') return HP71_E_INVALID_IMAGE;
    }
    return 0;
}

/* The symbol after the literals at the walk (quoted ones and X, each with
 * or without a repeat count), upper case; the walk does not move. */
static int after_literals(Image *img) {
    size_t at = img->at;
    int c = peekc(img);
    for (;;) {
        while (isdigit(c)) {
            img->at++;
            c = peekc(img);
        }
        if (c == 'X') {
            img->at++;
        } else if (c == '\'' || c == '"') {
            size_t close = closing_quote(img, img->at);
            if (close >= img->len) break;
            img->at = close + 1;
        } else {
            break;
        }
        c = peekc(img);
    }
    img->at = at;
    return c;
}

/* True when the literals at the walk are written against a numeric
 * field's symbols ('$'DDD.DD, XDD, 2'*'D): they are part of that field. */
static bool literal_leads_number(Image *img) {
    return starts_number(after_literals(img));
}

static Hp71Error read_field(Image *img, ImageField *f, bool whole);

static void put(Image *img, int code) {
    img->out[img->nout++] = (int16_t)code;
}

bool image_repeating(const Image *img) {
    for (int i = 0; i < img->depth; i++)
        if (img->group_left[i] < img->group_count[i]) return true;
    return false;
}

ImageAhead image_look_ahead(Image *img, Hp71Error *error) {
    *error = 0;
    for (;;) {
        if (img->nout >= IMAGE_OUT_MAX - 1) return IMAGE_OUT_FULL;
        size_t item = img->at;
        int c = peekc(img);
        if (c == 0) {
            if (img->depth > 0) break; /* a '(' without its ')' */
            img->at = 0;
            img->repeat_left = 0;
            if (img->keep_line && peekc(img) == '#') img->at++;
            return IMAGE_AT_END;
        }
        if (c == ',') {
            img->at++;
            continue;
        }
        if (c == ')') {
            if (img->depth == 0) break;
            if (--img->group_left[img->depth - 1] > 0) {
                img->at = img->group_at[img->depth - 1];
            } else {
                img->depth--;
                img->at++;
            }
            continue;
        }
        int32_t count = read_count(img);
        if (count == -2) break;
        c = peekc(img);
        if (count < 0 && (c == ',' || c == ')' || c == 0)) continue; /* 1 of no item */
        if (starts_field(c) ||
            ((c == '\'' || c == '"' || c == 'X') && starts_field(after_literals(img)))) {
            /* a field (literals written against it are its own: those of a
               number among its symbols, others its prefix): the ROM reads
               its symbols now, what follows it later */
            img->at = item;
            if (read_field(img, &img->ahead, false)) break;
            img->at = item;
            return IMAGE_AT_FIELD;
        }
        if (c == '(') {
            if (img->depth >= IMAGE_MAX_DEPTH) break;
            img->at++;
            img->group_at[img->depth] = img->at;
            img->group_count[img->depth] = count < 0 ? 1 : count;
            img->group_left[img->depth++] = count < 0 ? 1 : count;
            continue;
        }
        if (c == 'X' || c == '/' || c == '@' || c == '\'' || c == '"') {
            size_t open = img->at, close = img->at;
            if (c == '\'' || c == '"') {
                close = closing_quote(img, open);
                if (close >= img->len) break;
            }
            if (img->repeat_left == 0) img->repeat_left = count < 0 ? 1 : count;
            while (img->repeat_left > 0) {
                if (img->nout + (int)(close - open) + 1 >= IMAGE_OUT_MAX) {
                    img->at = item; /* the repeats left on the next call */
                    return IMAGE_OUT_FULL;
                }
                if (c == 'X') {
                    put(img, ' ');
                    img->blanks_out++;
                } else if (c == '/') {
                    put(img, IMAGE_LINE_END);
                } else if (c == '@') {
                    put(img, '\f');
                } else {
                    for (size_t i = open + 1; i < close; i++)
                        put(img, (unsigned char)img->text[i]);
                    img->literals_out += (int)(close - open - 1);
                }
                img->repeat_left--;
            }
            if (c == 'X' || c == '\'' || c == '"') img->items_out++;
            img->at = close + 1;
            continue;
        }
        break; /* '#' not first, or a character that is no item */
    }
    *error = HP71_E_INVALID_IMAGE;
    return IMAGE_AT_END;
}

static bool valid_symbols(const char *sym, int len, int signs);

/* The ROM's rules for the symbols of one numeric field (sym, len). A field
 * that begins with its radix, a sign and a Z, * or radix is also taken when
 * what follows the sign would be a field of its own (".SZZ", ".S*Z.D",
 * ".S.D"); those Z's and *'s are decimals (lay_out). */
static bool valid_number(const char *sym, int len) {
    if (valid_symbols(sym, len, 0)) return true;
    return len >= 3 && (sym[0] == '.' || sym[0] == 'R') && (sym[1] == 'S' || sym[1] == 'M') &&
           (sym[2] == 'Z' || sym[2] == '*' || sym[2] == '.' || sym[2] == 'R') &&
           valid_symbols(sym + 2, len - 2, 1);
}

/* valid_number's rules, signs already seen before sym. */
static bool valid_symbols(const char *sym, int len, int signs) {
    int digits = 0, radix = -1, e = -1, before = 0;
    for (int i = 0; i < len; i++) {
        char c = sym[i];
        if (e >= 0) return false; /* nothing after E */
        if (is_digit_symbol(c)) {
            digits++;
            if (radix < 0)
                before++;
            else if (c != 'D')
                return false; /* only D after the radix */
        } else if (c == '.' || c == 'R') {
            if (radix >= 0) return false;
            radix = i;
        } else if (c == 'S' || c == 'M') {
            if (++signs > 1) return false;
        } else if (c == 'E') {
            e = i;
        } else if (c == 'C' || c == 'P') { /* between two digit symbols, a sign aside */
            int before = i - 1, after = i + 1;
            if (before >= 0 && (sym[before] == 'S' || sym[before] == 'M')) before--;
            if (after < len && (sym[after] == 'S' || sym[after] == 'M')) after++;
            if (before < 0 || after >= len || !is_digit_symbol(sym[before]) ||
                !is_digit_symbol(sym[after]))
                return false;
        }
    }
    if (digits == 0) return false;
    /* before the radix: all Z, or all D or all * with at most a last Z */
    char first = 0;
    int seen = 0;
    for (int i = 0; i < len && (radix < 0 || i < radix); i++) {
        char c = sym[i];
        if (!is_digit_symbol(c)) continue;
        seen++;
        if (!first) first = c;
        if (first == 'D' || first == '*') {
            if ((c != first && c != 'Z') || (c == 'Z' && seen != before)) return false;
        } else if (c != first) {
            return false;
        }
    }
    return true;
}

/* After a field: what may follow it without a comma (the ROM): the end, a
 * comma, a group, a literal, blanks, a line end, a form feed (but not
 * literals that another field follows); a count of 1 of no item. */
static bool field_ends(Image *img) {
    size_t at = img->at;
    int c = peekc(img);
    if ((isdigit(c) || c == '\'' || c == '"' || c == 'X') && starts_field(after_literals(img)))
        return false; /* literals written against a second field (AXD, K'Q'B) */
    if (isdigit(c)) {
        int32_t count = read_count(img);
        c = peekc(img);
        img->at = at;
        if (count == -1 && (c == 0 || c == ',' || c == ')')) return true;
        return c == 'X' || c == '(' || c == '\'' || c == '"' || c == '/' || c == '@';
    }
    return c == 0 || c == ',' || c == '(' || c == ')' || c == '\'' || c == '"' || c == 'X' ||
           c == '/' || c == '@';
}

/* Puts the A's of a string field not yet among its symbols (f->width of
 * them in all, *placed so far) there. False when they do not fit. */
static bool string_field_place(ImageField *f, int32_t *placed) {
    for (; *placed < f->width; ++*placed) {
        if (f->len >= IMAGE_MAX_TEXT) return false;
        f->literal[f->len] = false;
        f->symbols[f->len++] = 'A';
    }
    return true;
}

/* A literal at the walk, quoted or X, after its count if any: sets *count
 * (-1: none), *open (its opening quote, or the X) and *close (its closing
 * quote, img->len when it has none; the X's own place for X) and returns 1,
 * the walk at open; 0 when none is there (the walk as it was); -1 for a
 * count the image refuses. */
static int literal_at(Image *img, int32_t *count, size_t *open, size_t *close) {
    size_t at = img->at;
    *count = read_count(img);
    if (*count == -2) return -1;
    int c = peekc(img);
    if (c != '\'' && c != '"' && c != 'X') {
        img->at = at;
        return 0;
    }
    *open = img->at;
    *close = c == 'X' ? *open : closing_quote(img, *open);
    return 1;
}

/* The characters of the literal literal_at found (count times; X a
 * blank), put after the n of out (room for IMAGE_MAX_TEXT; lit marks
 * each, when given); the walk left after it. False when they do not fit. */
static bool literal_put(Image *img, int32_t count, size_t open, size_t close, char *out, bool *lit,
                        int *n) {
    bool blank = img->text[open] == 'X';
    for (int32_t k = 0; k < (count < 0 ? 1 : count); k++)
        for (size_t i = blank ? open : open + 1; i < (blank ? open + 1 : close); i++) {
            if (*n >= IMAGE_MAX_TEXT) return false;
            if (lit) lit[*n] = true;
            out[(*n)++] = blank ? ' ' : img->text[i];
        }
    img->at = (blank ? open : close) + 1;
    return true;
}

/* The literals (quoted, or X's blanks, each with its count) at the walk,
 * after a string field's A's: added to its symbols, its A's so far placed
 * before them; the walk left after them (before a count the image refuses,
 * which the caller reads). Error: Invalid IMAGE (more than the symbols
 * hold). */
static Hp71Error string_field_literals(Image *img, ImageField *f, int32_t *placed) {
    for (;;) {
        size_t at = img->at, open, close;
        int32_t count;
        int found = literal_at(img, &count, &open, &close);
        if (found == 0) return HP71_E_NONE;
        if (found < 0 || close >= img->len) { /* (a count refused, or no closing quote: not
                                                 the field's, read after) */
            img->at = at;
            return HP71_E_NONE;
        }
        if (!string_field_place(f, placed) ||
            !literal_put(img, count, open, close, f->symbols, f->literal, &f->len))
            return HP71_E_INVALID_IMAGE;
    }
}

/* Reads the field at the walk into img->field; whole: also what follows it
 * must be able to follow a field (else only its symbols are checked, as
 * the look ahead does). */
static Hp71Error read_field(Image *img, ImageField *f, bool whole) {
    f->prefix_len = 0;
    f->symbols_at = img->at;
    while (!literal_leads_number(img)) { /* literals against a field of another kind */
        size_t open, close;
        int32_t count;
        int found = literal_at(img, &count, &open, &close);
        if (found < 0) return HP71_E_INVALID_IMAGE;
        if (found == 0) break;
        if (close >= img->len) return HP71_E_INVALID_IMAGE; /* (the look ahead stops first) */
        if (!literal_put(img, count, open, close, f->prefix, NULL, &f->prefix_len))
            return HP71_E_INVALID_IMAGE;
    }
    f->symbols_at = img->at;
    int32_t count = read_count(img);
    if (count == -2) return HP71_E_INVALID_IMAGE;
    int c = peekc(img);
    f->len = 0;
    f->width = 0;
    if (c == 'K' || c == 'H' || c == 'B' || c == '^') { /* one symbol, no count */
        /* (a count before it: the whole read refuses it, after what the
           look ahead passed has shown) */
        if (count >= 0 && whole) return HP71_E_INVALID_IMAGE;
        img->at++;
        f->kind = c == 'K'   ? IMAGE_COMPACT
                  : c == 'H' ? IMAGE_COMPACT_COMMA
                  : c == 'B' ? IMAGE_BYTE
                             : IMAGE_SKIP;
        return !whole || field_ends(img) ? 0 : HP71_E_INVALID_IMAGE;
    }
    if (c == 'A') {
        f->kind = IMAGE_STRING;
        int32_t placed = 0; /* the A's already among the symbols */
        for (;;) {
            img->at++;
            f->width += count < 0 ? 1 : count;
            if (f->width > IMAGE_MAX_COUNT) return HP71_E_INVALID_IMAGE;
            size_t at = img->at;
            count = read_count(img);
            if (count == -2) { /* (the look ahead ends the A's there: the whole read's error) */
                if (whole) return HP71_E_INVALID_IMAGE;
                img->at = at;
                break;
            }
            if (peekc(img) == 'A') continue;
            /* literals and X between A's are the field's own (A'-'A, AXA:
               the ROM); then its symbols say where each goes */
            img->at = at;
            size_t lit_at = img->at;
            int lit_len = f->len;
            int32_t lit_placed = placed;
            Hp71Error e = string_field_literals(img, f, &placed);
            if (e) return e;
            count = read_count(img);
            if (count == -2 && whole) return HP71_E_INVALID_IMAGE;
            if (count != -2 && img->at > lit_at && peekc(img) == 'A') continue;
            img->at = lit_at; /* (none, or literals no A follows: not the field's) */
            f->len = lit_len;
            placed = lit_placed;
            break;
        }
        if (f->len > 0 && !string_field_place(f, &placed)) return HP71_E_INVALID_IMAGE;
        return !whole || field_ends(img) ? 0 : HP71_E_INVALID_IMAGE;
    }
    f->kind = IMAGE_NUMBER;
    if (!is_numeric_symbol(c) && c != '\'' && c != '"' && c != 'X') return HP71_E_INVALID_IMAGE;
    for (;;) {
        if (c == '\'' || c == '"' || c == 'X') { /* a literal, or X, inside the field */
            size_t open = img->at, close = img->at;
            if (c != 'X') {
                close = closing_quote(img, open);
                if (close >= img->len) { /* no closing quote: the whole read's
                                            error; the look ahead stops before it
                                            (the ROM writes what came first) */
                    if (whole) return HP71_E_INVALID_IMAGE;
                    img->at = open;
                    break;
                }
            }
            for (int32_t k = 0; k < (count < 0 ? 1 : count); k++) {
                if (c == 'X') { /* a blank, as a literal */
                    if (f->len >= IMAGE_MAX_TEXT) return HP71_E_INVALID_IMAGE;
                    f->literal[f->len] = true;
                    f->symbols[f->len++] = ' ';
                }
                for (size_t i = open + 1; i < close; i++) {
                    if (f->len >= IMAGE_MAX_TEXT) return HP71_E_INVALID_IMAGE;
                    f->literal[f->len] = true;
                    f->symbols[f->len++] = img->text[i];
                }
            }
            img->at = close;
        } else {
            if (count >= 0 && !is_digit_symbol(c)) return HP71_E_INVALID_IMAGE; /* 2S, 2., D2C */
            for (int32_t k = 0; k < (count < 0 ? 1 : count); k++) {
                if (f->len >= IMAGE_MAX_TEXT) return HP71_E_INVALID_IMAGE;
                f->literal[f->len] = false;
                f->symbols[f->len++] = (char)c;
            }
        }
        img->at++;
        size_t back = img->at;
        count = read_count(img);
        if (count == -2) { /* a count of 0 or too large after a symbol: the whole read's
                              error; the look ahead ends the symbols before it (D0D) */
            if (whole) return HP71_E_INVALID_IMAGE;
            img->at = back;
            break;
        }
        c = peekc(img);
        /* the look ahead ends the symbols at a count before a symbol that
           takes none (D2E): the whole read refuses it */
        bool counted_symbol = count >= 0 && is_numeric_symbol(c) && !is_digit_symbol(c);
        if ((!is_numeric_symbol(c) && c != '\'' && c != '"' && c != 'X') ||
            (!whole && counted_symbol)) {
            img->at = back;
            break;
        }
    }
    char plain[IMAGE_MAX_TEXT];
    int n = 0;
    for (int i = 0; i < f->len; i++)
        if (!f->literal[i]) plain[n++] = f->symbols[i];
    if (whole) return valid_number(plain, n) && field_ends(img) ? 0 : HP71_E_INVALID_IMAGE;
    /* the look ahead: the symbols must begin a field ("ZE" of "ZEM" does;
       "S" or "." alone does not) */
    for (; n > 0; n--)
        if (valid_number(plain, n)) return 0;
    return HP71_E_INVALID_IMAGE;
}

Hp71Error image_read_field(Image *img) {
    size_t start = img->at;
    Hp71Error e = read_field(img, &img->field, true);
    /* what the cost model charges: the characters of its symbols (literals
       against it are charged as they are written), the counts (digits
       outside quotes) among them */
    img->field.text_len = (int32_t)(img->at - img->field.symbols_at);
    img->field.counts = 0;
    char quote = 0;
    for (size_t i = start; i < img->at; i++) {
        char c = img->text[i];
        if (quote)
            quote = c == quote ? 0 : quote;
        else if (c == '\'' || c == '"')
            quote = c;
        else if (isdigit((unsigned char)c) &&
                 (i == start || !isdigit((unsigned char)img->text[i - 1])))
            img->field.counts++;
    }
    return e;
}

/* ---- numbers ---- */

/* The layout of a numeric field, read from its symbols. */
typedef struct Layout {
    const ImageField *f;
    int width;
    int before, after; /* digit symbols before and after the radix */
    char fill;         /* ' ' (D), '0' (Z), '*' (*) */
    bool force_units;  /* a Z last before the radix: a 0 shows there */
    int sign_at;       /* index of S or M, or -1 */
    char sign;         /* 'S' or 'M' */
    bool exponent;
    bool exact_zero; /* the value is 0 (set by image_format_number) */
} Layout;

static Layout layout_of(const ImageField *f) {
    Layout l = {f, f->len, 0, 0, ' ', false, -1, 0, false, false};
    bool radix = false;
    for (int i = 0; i < f->len; i++) {
        char c = f->symbols[i];
        if (f->literal[i]) continue;
        if (is_digit_symbol(c)) {
            if (radix) {
                l.after++;
            } else {
                if (l.before == 0) l.fill = c == 'D' ? ' ' : c == 'Z' ? '0' : '*';
                l.before++;
                l.force_units = c == 'Z';
            }
        } else if (c == '.' || c == 'R') {
            radix = true;
        } else if (c == 'S' || c == 'M') {
            l.sign_at = i;
            l.sign = c;
        } else if (c == 'E') {
            l.exponent = true;
            l.width += 4;
        }
    }
    return l;
}

/* Decimal digits of a coefficient, most significant first; returns how
 * many (0 for 0). */
static int coefficient_digits(int64_t m, char *out) {
    uint64_t u = m < 0 ? (uint64_t)(-(m + 1)) + 1 : (uint64_t)m;
    char tmp[24];
    int n = 0;
    for (; u; u /= 10)
        tmp[n++] = (char)('0' + u % 10);
    for (int i = 0; i < n; i++)
        out[i] = tmp[n - 1 - i];
    return n;
}

/* Rounds the digit string d (n digits) to keep digits, half away from
 * zero, padding with zeros when keep > n; returns 1 when the rounding
 * carried into a new leading digit: d then holds "1" and keep zeros (keep
 * + 1 digits). keep may be 0 (the result is then nothing or a carry). */
static int round_digits(char *d, int n, int keep) {
    if (keep >= n) {
        for (int i = n; i < keep; i++)
            d[i] = '0';
        return 0;
    }
    bool up = d[keep] >= '5';
    for (int i = keep; i < n; i++)
        d[i] = '0';
    if (!up) return 0;
    for (int i = keep - 1; i >= 0; i--) {
        if (d[i] < '9') {
            d[i]++;
            return 0;
        }
        d[i] = '0';
    }
    d[0] = '1';
    for (int i = 1; i <= keep; i++)
        d[i] = '0';
    return 1;
}

/* The field with '*' in place of every symbol; its literals stay. */
static size_t overflow_field(const Layout *l, char *out, bool *overflow) {
    int n = 0;
    for (int i = 0; i < l->f->len; i++) {
        bool lit = l->f->literal[i];
        int w = !lit && l->f->symbols[i] == 'E' ? 5 : 1;
        for (int k = 0; k < w; k++)
            out[n++] = lit ? l->f->symbols[i] : '*';
    }
    *overflow = true;
    return (size_t)n;
}

/* Inf, -Inf or NaN (the ROM): the text in the field's last places, blanks
 * in the others; a literal among the places the text takes goes after it
 * ("D'AB'DD" shows InfAB), the others stay where they stand ("D'AB'E"
 * shows " AB  Inf"). IMAGE Ovfl when the places are too few. */
static size_t special_field(const Layout *l, Num v, char *out, bool *overflow) {
    const char *t = num_is_nan(v) ? "NaN" : num_is_negative(v) ? "-Inf" : "Inf";
    const ImageField *f = l->f;
    int tl = (int)strlen(t), places = 0, n = 0;
    for (int i = 0; i < f->len; i++)
        if (!f->literal[i]) places += f->symbols[i] == 'E' ? 5 : 1;
    if (tl > places) return overflow_field(l, out, overflow);
    char moved[IMAGE_NUMBER_MAX];
    int nmoved = 0, place = 0, from = places - tl; /* the text's first place */
    for (int i = 0; i < f->len; i++) {
        if (f->literal[i]) {
            if (place > from && place < places)
                moved[nmoved++] = f->symbols[i];
            else
                out[n++] = f->symbols[i];
            continue;
        }
        for (int k = 0; k < (f->symbols[i] == 'E' ? 5 : 1); k++, place++) {
            out[n++] = place < from ? ' ' : t[place - from];
            if (place == places - 1) {
                memcpy(out + n, moved, (size_t)nmoved);
                n += nmoved;
            }
        }
    }
    return (size_t)n;
}

/* Lays the integer digits (ilen of them), the fraction digits and the sign
 * into the field's symbols. Before the number (the symbols before its
 * first digit), the ROM lets a sign written first and the literals float
 * against the number when blanks fill the field (' $5.00', '  -5'); with Z
 * and * they stay where they are written, and a minus with no S or M takes
 * the first digit place. */
static size_t lay_out(const Layout *l, const char *idig, int ilen, const char *fdig, bool negative,
                      int exponent, char *out) {
    const ImageField *f = l->f;
    char sign_char = negative ? '-' : l->sign == 'S' ? '+' : ' ';
    /* the symbol where the number starts */
    int first_digit = l->before - ilen, digit_no = 0, lead_end = f->len, last_before = -1;
    for (int i = 0; i < f->len; i++) {
        if (f->literal[i] || !is_digit_symbol(f->symbols[i])) continue;
        if (f->symbols[i] == 'D' || f->symbols[i] == 'Z' || f->symbols[i] == '*') {
            if (digit_no < l->before) last_before = i;
            if (digit_no == first_digit && ilen > 0 && lead_end == f->len) lead_end = i;
            digit_no++;
        }
    }
    if (ilen == 0) lead_end = last_before + 1;
    int first_symbol = f->len; /* the first digit symbol */
    for (int i = 0; i < f->len && first_symbol == f->len; i++)
        if (!f->literal[i] && is_digit_symbol(f->symbols[i])) first_symbol = i;
    char floating[IMAGE_NUMBER_MAX];
    int float_at[IMAGE_NUMBER_MAX]; /* where each floating character stands in the field */
    int barrier_at[IMAGE_NUMBER_MAX];
    int blank_at[IMAGE_NUMBER_MAX];
    int sep_at[IMAGE_NUMBER_MAX];
    char sep_char[IMAGE_NUMBER_MAX];
    int nfloat = 0, nblank = 0, nsep = 0, nbarrier = 0, n = 0, frac_no = 0;
    bool radix = false, minus_placed = false, frac_digit_seen = false, star_decimal = false;
    digit_no = 0;
    for (int i = 0; i < f->len; i++) {
        char c = f->symbols[i];
        bool lit = f->literal[i];
        bool lead = i < lead_end;
        if (lead && l->fill == ' ' && (i < first_symbol || !(lit || i == l->sign_at))) {
            /* a blank now; what floats is set below, on the places that
               are not separators; a separator prints once a floating
               character stands to its left */
            if (lit || i == l->sign_at) {
                float_at[nfloat] = n;
                floating[nfloat++] = lit ? c : sign_char;
            }
            if (is_digit_symbol(c) && !lit) digit_no++;
            if (!lit && (c == 'C' || c == 'P') && l->exponent) {
                sep_char[nsep] = c == 'C' ? ',' : '.';
                sep_at[nsep++] = n;
            } else
                blank_at[nblank++] = n;
            out[n++] = ' ';
            continue;
        }
        if (lit) { /* in place: what floats does not pass it */
            barrier_at[nbarrier++] = n;
            out[n++] = c;
        } else if (is_digit_symbol(c) && !radix) {
            if (digit_no >= first_digit) {
                out[n] = idig[digit_no - first_digit];
            } else if (negative && l->sign_at < 0 && !minus_placed) {
                out[n] = '-';
                minus_placed = true;
            } else {
                out[n] = l->fill;
            }
            digit_no++;
            n++;
        } else if (is_digit_symbol(c)) { /* a decimal: a * shows itself for a leading 0 */
            if (fdig[frac_no] != '0') frac_digit_seen = true;
            star_decimal = c == '*' && !frac_digit_seen && !l->exact_zero;
            out[n++] = star_decimal ? '*' : fdig[frac_no];
            frac_no++;
        } else if (c == '.' || c == 'R') {
            radix = true;
            out[n++] = c == '.' ? '.' : ',';
        } else if (c == 'C' || c == 'P') {
            char sep = c == 'C' ? ',' : '.';
            if (radix) /* among decimals: a * after a * shown for a leading 0 */
                out[n++] = star_decimal ? '*' : sep;
            else
                out[n++] = digit_no > first_digit || l->fill == '0' ? sep : l->fill;
        } else if (c == 'S' || c == 'M') { /* in place: a literal does not float past it */
            barrier_at[nbarrier++] = n;
            out[n++] = sign_char;
        } else if (c == 'E') {
            int a = exponent < 0 ? -exponent : exponent;
            out[n++] = 'E';
            out[n++] = exponent < 0 ? '-' : '+';
            out[n++] = (char)('0' + a / 100 % 10);
            out[n++] = (char)('0' + a / 10 % 10);
            out[n++] = (char)('0' + a % 10);
        }
    }
    if (l->fill == ' ') {
        /* a minus against the number, then the floating sign and literals
           to its left, none past a literal that stays in place */
        int first_float = n, b = nblank;
        if (negative && l->sign_at < 0 && b > 0) out[first_float = blank_at[--b]] = '-';
        for (int k = nfloat - 1, x = nbarrier; k >= 0; k--) {
            int end = first_float;
            while (x > 0 && barrier_at[x - 1] > float_at[k])
                x--;
            if (x < nbarrier && barrier_at[x] < end) end = barrier_at[x];
            while (b > 0 && blank_at[b - 1] >= end)
                b--;
            if (b == 0) break;
            out[first_float = blank_at[--b]] = floating[k];
        }
        for (int k = 0; k < nsep; k++)
            if (sep_at[k] > first_float) out[sep_at[k]] = sep_char[k];
    }
    return (size_t)n;
}

/* True when the field shows v as 0 (the ROM: ".3D";-1E-5 is .000): v is 0,
 * or, without an exponent, below half the field's last decimal; d holds
 * v's n coefficient digits. */
static bool rounds_to_zero(const Layout *l, Num v, const char *d, int n) {
    if (n == 0) return true;
    if (l->exponent) return false;
    int keep = v.e + n + l->after; /* digits down to the last decimal */
    return keep < 0 || (keep == 0 && d[0] < '5');
}

size_t image_format_number(const ImageField *field, Num v, char *out, bool *overflow) {
    Layout l = layout_of(field);
    *overflow = false;
    bool negative = num_is_negative(v);
    bool sign_in_digits = negative && l.sign_at < 0; /* a minus takes a digit place */
    int room = l.before - (sign_in_digits ? 1 : 0);
    if (!num_is_finite(v)) return special_field(&l, v, out, overflow);
    char d[IMAGE_NUMBER_MAX + 32];
    int n = coefficient_digits(v.m, d);
    if (room < 0) { /* no place for the minus: a number shown as 0 goes without it */
        if (!rounds_to_zero(&l, v, d, n)) return overflow_field(&l, out, overflow);
        negative = false;
        room = l.before;
    }
    bool exact_zero = n == 0;
    l.exact_zero = exact_zero;
    char idig[IMAGE_NUMBER_MAX], fdig[IMAGE_NUMBER_MAX];
    int ilen = 0, exponent = 0;
    if (l.exponent) {
        int keep = room > 0 ? room + l.after : l.after;
        if (keep == 0 && n == 0 && sign_in_digits) { /* the ROM: -0 shows as 0 ("DE" 0E+000) */
            negative = false;
            room = l.before;
            keep = room + l.after;
        }
        if (keep == 0) return overflow_field(&l, out, overflow);
        if (n == 0) { /* 0: zeros, exponent 0 */
            memset(d, '0', (size_t)keep);
        } else {
            int x = v.e + n; /* the value is 0.d x 10^x */
            if (x <= NUM_EMIN) {
                /* a denormal: its digits as the REAL holds them, the first
                   (a 0) at 1E-499, and E+000 when those shown are zeros
                   (the ROM: "DD.DDE";1E-499/7 is 01.43E-500, "D.DDE"
                   0.14E-499, "D.DDE";1E-505 0.00E+000) */
                int lead = NUM_EMIN + 1 - x;
                memmove(d + lead, d, (size_t)n);
                memset(d, '0', (size_t)lead);
                n += lead;
                x = NUM_EMIN + 1;
            }
            x += round_digits(d, n, keep);
            exponent = room > 0 ? x - room : x;
            bool shown = false;
            for (int i = 0; i < keep; i++)
                if (d[i] != '0') shown = true;
            if (!shown) exponent = 0;
        }
        ilen = room > 0 ? room : 0;
        memcpy(idig, d, (size_t)ilen);
        memcpy(fdig, d + ilen, (size_t)l.after);
        return lay_out(&l, idig, ilen, fdig, negative, exponent, out);
    }
    /* fixed: round to l.after decimals */
    int point = v.e + n; /* digits of d before the decimal point (may be <0 or >n) */
    int keep = point + l.after;
    if (n == 0) keep = 0;
    if (keep > l.before + l.after + 1 || point > l.before + 1)
        return overflow_field(&l, out, overflow);
    if (keep < 0) { /* below half the last decimal kept: 0 */
        keep = 0;
        n = 0;
    }
    int carry = round_digits(d, n, keep);
    keep += carry;
    point += carry;
    /* now d[0..keep) are the digits from the first significant one down to
       the last decimal kept: point of them before the point */
    char all[IMAGE_NUMBER_MAX + 32];
    int total = 0;
    for (int i = 0; i < keep; i++)
        all[total++] = d[i];
    /* digits before the point */
    int int_digits = point > 0 ? point : 0;
    bool zero = true;
    for (int i = 0; i < total; i++)
        if (all[i] != '0') zero = false;
    if (zero) int_digits = 0;
    for (int i = 0; i < int_digits; i++)
        idig[i] = all[i];
    ilen = int_digits;
    /* decimals: all after the point, zeros in front when point < 0 */
    for (int k = 0; k < l.after; k++) {
        int idx = point + k; /* index in all of decimal k */
        fdig[k] = idx >= 0 && idx < total && !zero ? all[idx] : '0';
    }
    /* a 0 before the point (the ROM): one that must show, for a number
       rounded to 0 with no decimals ("DD";.4 is " 0"; with no room for a
       minus too, the minus goes: "Z";-1E-499 is "0"); one that shows when
       there is room beside the sign, for an exact zero or a Z there
       ("DD.DD";0 is " 0.00", "ZRD";-0 is "-,0", "DD.D";.04 is "  .0") */
    if (ilen == 0 && l.before > 0) {
        if (zero && l.after == 0) {
            if (room < 1) {
                negative = false;
                room = l.before;
            }
            idig[ilen++] = '0';
        } else if ((exact_zero || l.force_units) && room >= 1) {
            idig[ilen++] = '0';
        }
    }
    if (ilen > room) return overflow_field(&l, out, overflow);
    return lay_out(&l, idig, ilen, fdig, negative, 0, out);
}
