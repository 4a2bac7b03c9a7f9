/* workspace.c — continuous memory: the workspace image (see workspace.h).
 *
 * The image, one record per line:
 *   HP71 WORKSPACE 1                      the version line
 *   P number text                         a program line, as LIST shows it
 *   M name value...                       a setting
 *   N name type ndims base ub0 ub1 v...   a numeric variable; v is m:e:k
 *   S name ndims base ub maxlen h...      a string variable; h is hex, "-" empty
 *   F name record day minute h            a DATA file: record length, when it was
 *                                         made, its bytes (hex, "-" none)
 *   W name day minute, B name day minute  the current BASIC file, another one
 *   X                                     the file of the record before secured
 *                                         (SECURE)
 *   END checksum                          FNV-1a (64 bits, hex) of all before
 */
#include "workspace.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "machine.h"

#define WORKSPACE_MAGIC "HP71 WORKSPACE 1\n"

/* ---- writing ---- */

typedef struct Out {
    char *s;
    size_t len, cap;
    bool failed; /* host memory ran out */
} Out;

static void out_add(Out *o, const char *text, size_t n) {
    if (o->failed) return;
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 4096;
        while (o->len + n + 1 > cap)
            cap *= 2;
        char *s = realloc(o->s, cap);
        if (!s) {
            o->failed = true;
            return;
        }
        o->s = s;
        o->cap = cap;
    }
    memcpy(o->s + o->len, text, n);
    o->len += n;
    o->s[o->len] = '\0';
}

static void out_printf(Out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out_printf(Out *o, const char *fmt, ...) {
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n > 0) out_add(o, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

static void out_num(Out *o, Num a) {
    out_printf(o, " %" PRId64 ":%" PRId32 ":%" PRId32, a.m, a.e, a.k);
}

static void out_str(Out *o, const StrBuf *b) {
    static const char hex[] = "0123456789abcdef";
    if (b->len == 0) {
        out_add(o, " -", 2);
        return;
    }
    out_add(o, " ", 1);
    for (int i = 0; i < b->len; i++) {
        unsigned char c = (unsigned char)b->s[i];
        char pair[2] = {hex[c >> 4], hex[c & 15]};
        out_add(o, pair, 2);
    }
}

static uint64_t checksum(const char *s, size_t n) {
    uint64_t h = 14695981039346656037ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211ULL;
    }
    return h;
}

char *workspace_save(Interp *I, size_t *len) {
    Out o = {0};
    out_add(&o, WORKSPACE_MAGIC, strlen(WORKSPACE_MAGIC));
    for (int i = 0; i < I->program.count; i++) {
        const ProgramLine *l = &I->program.lines[i];
        out_printf(&o, "P %d ", l->number);
        out_add(&o, l->text, strlen(l->text));
        out_add(&o, "\n", 1);
    }
    out_printf(&o, "M format %d %d\n", (int)I->format.mode, I->format.digits);
    out_printf(&o, "M base %d\nM angle %d\nM round %d\n", I->option_base, (int)I->angle,
               (int)I->round);
    out_add(&o, "M traps", 7);
    for (int i = 0; i < TRAP_NAMES; i++)
        out_printf(&o, " %d", I->traps.value[i]);
    out_printf(&o, "\nM flags %" PRIx64 " %" PRIx64 "\n", I->system_flags, I->user_flags);
    out_printf(&o, "M rnd %" PRIx64 "\nM trace %d\n", I->rnd_state, I->trace);
    out_printf(&o, "M width %d %d\nM clock %" PRId64 "\n", I->display.disp_width,
               I->display.print_width, I->clock_offset);
    out_add(&o, "M endline", 9);
    out_str(&o, &(StrBuf){I->display.endline, I->display.endline_len, DISPLAY_ENDLINE});
    out_add(&o, "\n", 1);
    out_add(&o, "M res", 5);
    out_num(&o, I->res);
    out_add(&o, "\nM delay", 8);
    out_num(&o, I->delay);
    out_num(&o, I->scroll);
    out_printf(&o, "\nM ports %u\n", I->ports_freed);

    Variables *v = &I->globals;
    for (int slot = 0; slot < VARIABLE_SLOTS; slot++) {
        char name[8];
        const NumVar *n = &v->num[slot];
        if (n->exists && !n->ref) {
            variable_name(slot, 0, name);
            out_printf(&o, "N %s %d %d %d %d %d", name, n->type, n->ndims, n->base, n->ub[0],
                       n->ub[1]);
            if (n->ndims == 0) {
                out_num(&o, n->val);
            } else {
                int64_t count = variables_num_elements(n);
                for (int64_t i = 0; i < count; i++)
                    out_num(&o, n->elems[i]);
            }
            out_add(&o, "\n", 1);
        }
        const StrVar *s = &v->str[slot];
        if (s->exists && !s->ref) {
            variable_name(slot, 1, name);
            out_printf(&o, "S %s %d %d %d %d", name, s->ndims, s->base, s->ub, s->maxlen);
            if (s->ndims == 0) {
                out_str(&o, &s->val);
            } else {
                for (int64_t i = 0; i <= (int64_t)s->ub - s->base; i++)
                    out_str(&o, &s->elems[i]);
            }
            out_add(&o, "\n", 1);
        }
    }
    /* the files in the order they were made (the catalog's): a DATA file
       (F), where the current BASIC file stands (W), another BASIC file (B)
       and its lines */
    int64_t serial = -1;
    int which = 0;
    for (CatalogFile kind; (kind = vm_catalog_next(I, &serial, &which)) != CATALOG_NONE;) {
        if (kind == CATALOG_KEYS) continue; /* (not kept) */
        if (kind == CATALOG_CURRENT) {
            out_printf(&o, "W %s %" PRId64 " %" PRId64 "\n", I->file_name[0] ? I->file_name : "*",
                       I->file_made_day, I->file_made_minute);
            if (I->file_secure) out_add(&o, "X \n", 3);
        } else if (kind == CATALOG_BASIC) {
            const BasicFile *f = &I->basic.file[which];
            out_printf(&o, "B %s %" PRId64 " %" PRId64 "\n", f->name[0] ? f->name : "*",
                       f->made_day, f->made_minute);
            if (f->secure) out_add(&o, "X \n", 3);
            for (int i = 0; i < f->program.count; i++) {
                const ProgramLine *l = &f->program.lines[i];
                out_printf(&o, "P %d ", l->number);
                out_add(&o, l->text, strlen(l->text));
                out_add(&o, "\n", 1);
            }
        } else {
            const DataFile *d = &I->files.file[which];
            out_printf(&o, "F %s %" PRId64 " %" PRId64 " %" PRId64, d->name, d->record, d->made_day,
                       d->made_minute);
            out_str(&o, &(StrBuf){(char *)d->data, (int)d->len, (int)d->cap});
            out_add(&o, "\n", 1);
            if (d->text) out_add(&o, "T \n", 3);
            if (d->secure) out_add(&o, "X \n", 3);
        }
    }
    if (!o.failed) out_printf(&o, "END %016" PRIx64 "\n", checksum(o.s, o.len));
    if (o.failed) {
        free(o.s);
        return NULL;
    }
    *len = o.len;
    return o.s;
}

/* ---- reading ---- */

typedef struct In {
    const char *p, *end; /* the rest of the current record */
    const char *why;     /* the first reason to refuse the image */
    int file;            /* the BASIC file (basicfiles.h) whose lines the P records are, in
                            the current file's place; -1 the current file's */
    char last;           /* the last file record's kind (W, B, F), for an X; 0 none */
    bool secure;         /* the current file's X: its mark is set once all lines are in (the
                            other files' lines are entered in its place) */
    int data;            /* the last F record's file (datafiles.h) */
} In;

static bool fail(In *in, const char *why) {
    if (!in->why) in->why = why;
    return false;
}

/* The next blank-separated field of the record (at most cap-1 bytes). */
static bool field(In *in, char *buf, size_t cap) {
    while (in->p < in->end && *in->p == ' ')
        in->p++;
    size_t n = 0;
    while (in->p < in->end && *in->p != ' ') {
        if (n + 1 >= cap) return fail(in, "a field is too long");
        buf[n++] = *in->p++;
    }
    buf[n] = '\0';
    return n > 0 ? true : fail(in, "a record is cut short");
}

static bool int_field(In *in, int64_t lo, int64_t hi, int64_t *out) {
    char buf[32], *e;
    if (!field(in, buf, sizeof buf)) return false;
    long long v = strtoll(buf, &e, 10);
    if (*e || v < lo || v > hi) return fail(in, "a value is out of range");
    *out = v;
    return true;
}

static bool hex_field(In *in, uint64_t *out) {
    char buf[32], *e;
    if (!field(in, buf, sizeof buf)) return false;
    *out = strtoull(buf, &e, 16);
    return *e ? fail(in, "a value is out of range") : true;
}

/* m:e:k, checked to be a number the machine can hold. */
static bool num_field(In *in, Num *out) {
    char buf[64], *e;
    if (!field(in, buf, sizeof buf)) return false;
    long long m = strtoll(buf, &e, 10), x = 0, k = 0;
    if (*e == ':') x = strtoll(e + 1, &e, 10);
    if (*e == ':') k = strtoll(e + 1, &e, 10);
    if (*e) return fail(in, "a number is malformed");
    int kind = (int)(k & 3), flags = (int)(k & ~3LL);
    bool ok = k >= 0 && k < 32 && kind != 3;
    if (kind == NUM_FINITE)
        ok = ok && m > -NUM_INT_LIMIT && m < NUM_INT_LIMIT && x >= NUM_ETINY - 20 && x <= 520 &&
             (flags == 0 || (flags == NUM_NEGATIVE_ZERO && m == 0));
    else if (kind == NUM_INF)
        ok = ok && (m == 1 || m == -1) && x == 0 && flags == 0;
    else /* a NaN: signaling or not, negative or not */
        ok = ok && m == 0 && x == 0 && (flags & ~(NUM_SIGNALING | NUM_NEGATIVE_NAN)) == 0;
    if (!ok) return fail(in, "a number is out of range");
    *out = (Num){(int64_t)m, (int32_t)x, (int32_t)k};
    if (kind == NUM_FINITE && m != 0 && num_make((int64_t)m, (int)x, out) > HP71_E_NONE &&
        !num_is_finite(*out))
        return fail(in, "a number is out of range");
    return true;
}

static bool str_field(In *in, int maxlen, StrBuf *b) {
    while (in->p < in->end && *in->p == ' ')
        in->p++;
    const char *s = in->p;
    while (in->p < in->end && *in->p != ' ')
        in->p++;
    size_t n = (size_t)(in->p - s);
    if (n == 0) return fail(in, "a record is cut short");
    if (n == 1 && *s == '-') return true;
    if (n % 2 || n / 2 > (size_t)maxlen) return fail(in, "a string does not fit its variable");
    if (strbuf_reserve(b, (int64_t)(n / 2), NULL)) return fail(in, "the memory is too small");
    for (size_t i = 0; i < n; i += 2) {
        int v = 0;
        for (int j = 0; j < 2; j++) {
            char c = s[i + (size_t)j];
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
            if (d < 0) return fail(in, "a string is malformed");
            v = v * 16 + d;
        }
        b->s[i / 2] = (char)v;
    }
    b->len = (int)(n / 2);
    b->s[b->len] = '\0';
    return true;
}

/* The slot of a variable name as the image writes it (is_string: with $). */
static bool name_field(In *in, int is_string, int *slot) {
    char buf[8];
    if (!field(in, buf, sizeof buf)) return false;
    for (int s = 0; s < VARIABLE_SLOTS; s++) {
        char name[8];
        variable_name(s, is_string, name);
        if (strcmp(name, buf) == 0) {
            *slot = s;
            return true;
        }
    }
    return fail(in, "a variable name is malformed");
}

static bool setting(Interp *I, In *in) {
    char key[16];
    int64_t a, b;
    uint64_t x, y;
    if (!field(in, key, sizeof key)) return false;
    if (strcmp(key, "format") == 0) {
        /* (12: digits of 12 to 15 the flags -17..-20 set) */
        if (!int_field(in, DISPLAY_STD, DISPLAY_ENG, &a) || !int_field(in, 0, 12, &b)) return false;
        I->format = (DisplayFormat){(DisplayMode)a, (int)b};
    } else if (strcmp(key, "base") == 0) {
        if (!int_field(in, 0, 1, &a)) return false;
        I->option_base = (int)a;
    } else if (strcmp(key, "angle") == 0) {
        if (!int_field(in, ANGLE_DEGREES, ANGLE_RADIANS, &a)) return false;
        I->angle = (AngleMode)a;
    } else if (strcmp(key, "round") == 0) {
        if (!int_field(in, NUM_ROUND_NEAR, NUM_ROUND_NEG, &a)) return false;
        I->round = (NumRound)a;
        store_watch_update(I);
    } else if (strcmp(key, "traps") == 0) {
        for (int i = 0; i < TRAP_NAMES; i++) {
            if (!int_field(in, 0, 255, &a)) return false; /* TRAP(f,v) takes 0..255 */
            I->traps.value[i] = (uint8_t)a;
        }
    } else if (strcmp(key, "flags") == 0) {
        if (!hex_field(in, &x) || !hex_field(in, &y)) return false;
        I->system_flags = x;
        I->user_flags = y;
    } else if (strcmp(key, "rnd") == 0) {
        if (!hex_field(in, &x)) return false;
        I->rnd_state = x;
    } else if (strcmp(key, "trace") == 0) {
        if (!int_field(in, 0, TRACE_FLOW | TRACE_VARS, &a)) return false;
        I->trace = (int)a;
        store_watch_update(I);
    } else if (strcmp(key, "width") == 0) {
        if (!int_field(in, 1, DISPLAY_NO_WIDTH, &a) || !int_field(in, 1, DISPLAY_NO_WIDTH, &b))
            return false;
        I->display.disp_width = (int)a;
        I->display.print_width = (int)b;
    } else if (strcmp(key, "endline") == 0) {
        char text[DISPLAY_ENDLINE + 1];
        StrBuf b = {text, 0, DISPLAY_ENDLINE + 1};
        if (!str_field(in, DISPLAY_ENDLINE, &b)) return false;
        display_set_endline(&I->display, text, (size_t)b.len);
    } else if (strcmp(key, "clock") == 0) {
        if (!int_field(in, -(INT64_C(1) << 52), INT64_C(1) << 52, &a)) return false;
        I->clock_offset = a;
    } else if (strcmp(key, "res") == 0) {
        if (!num_field(in, &I->res)) return false;
    } else if (strcmp(key, "ports") == 0) { /* (FREE PORT's independent modules) */
        if (!int_field(in, 0, 15, &a)) return false;
        I->ports_freed = (unsigned)a;
    } else if (strcmp(key, "delay") == 0) {
        if (!num_field(in, &I->delay) || !num_field(in, &I->scroll)) return false;
    } else {
        return fail(in, "a setting is unknown");
    }
    return true;
}

static bool numeric(Interp *I, In *in) {
    int slot;
    int64_t type, ndims, base, ub[2];
    if (!name_field(in, 0, &slot) || !int_field(in, VAR_REAL, VAR_INTEGER, &type) ||
        !int_field(in, 0, 2, &ndims) || !int_field(in, 0, 1, &base) ||
        !int_field(in, 0, VAR_DIM_MAX, &ub[0]) || !int_field(in, 0, VAR_DIM_MAX, &ub[1]))
        return false;
    Variables *v = &I->globals;
    if (v->num[slot].exists) return fail(in, "a variable comes twice");
    if (variables_declare_num(v, slot, (VarType)type, (int)ndims, ub, (int)base))
        return fail(in, "the variables do not fit the memory");
    NumVar *n = &v->num[slot];
    if (ndims == 0) return num_field(in, &n->val);
    int64_t count = variables_num_elements(n);
    for (int64_t i = 0; i < count; i++)
        if (!num_field(in, &n->elems[i])) return false;
    return true;
}

static bool string(Interp *I, In *in) {
    int slot;
    int64_t ndims, base, ub, maxlen;
    if (!name_field(in, 1, &slot) || !int_field(in, 0, 1, &ndims) || !int_field(in, 0, 1, &base) ||
        !int_field(in, 0, VAR_DIM_MAX, &ub) || !int_field(in, 0, VAR_DIM_MAX, &maxlen))
        return false;
    Variables *v = &I->globals;
    if (v->str[slot].exists) return fail(in, "a variable comes twice");
    if (variables_declare_str(v, slot, (int)ndims, ub, (int)maxlen, (int)base))
        return fail(in, "the variables do not fit the memory");
    StrVar *s = &v->str[slot];
    if (ndims == 0) return str_field(in, s->maxlen, &s->val);
    for (int64_t i = 0; i <= (int64_t)s->ub - s->base; i++)
        if (!str_field(in, s->maxlen, &s->elems[i])) return false;
    return true;
}

/* A DATA file (files_restore): its name must be one and new. */
static bool data_file(Interp *I, In *in) {
    char name[16];
    int64_t record, day, minute;
    if (!field(in, name, sizeof name) || !int_field(in, 0, FILES_RECORD_MAX, &record) ||
        !int_field(in, -1000000, 1000000, &day) || !int_field(in, 0, 1439, &minute))
        return false;
    size_t n = strlen(name);
    for (size_t i = 0; i < n; i++)
        if (name[i] >= 'a' && name[i] <= 'z') return fail(in, "a file name is malformed");
    if (n < 1 || n >= FILES_NAME || !tokens_is_name(name, (int)n) ||
        files_find(&I->files, name) >= 0)
        return fail(in, "a file name is malformed");
    StrBuf b = {0};
    bool ok = str_field(in, 1 << 20, &b);
    if (ok && !files_restore(&I->files, name, record, day, minute, b.s, b.len))
        ok = fail(in, "the memory is too small");
    strbuf_free(&b, NULL);
    in->last = 'F';
    in->data = files_find(&I->files, name);
    return ok;
}

/* T: the DATA file of the F record right before it is a TEXT file. */
static bool text_file(Interp *I, In *in) {
    if (in->last != 'F' || in->data < 0) return fail(in, "a record is malformed");
    I->files.file[in->data].text = true;
    return true;
}

/* X: the file of the file record before it is secured (SECURE). */
static bool secured(Interp *I, In *in) {
    if (in->last == 'W')
        in->secure = true;
    else if (in->last == 'B' && in->file >= 0)
        I->basic.file[in->file].secure = true;
    else if (in->last == 'F' && in->data >= 0)
        I->files.file[in->data].secure = true;
    else
        return fail(in, "a record is malformed");
    in->last = 0;
    return true;
}

/* A file name field into name (9 bytes): * for the workfile (""), else a
 * name of 1 to 8 letters and digits, upper case, a letter first. */
static bool file_name_field(In *in, char *name) {
    char buf[16];
    if (!field(in, buf, sizeof buf)) return false;
    size_t n = strlen(buf);
    if (strcmp(buf, "*") == 0) {
        name[0] = '\0';
        return true;
    }
    for (size_t i = 0; i < n; i++)
        if (buf[i] >= 'a' && buf[i] <= 'z') return fail(in, "a file name is malformed");
    if (n < 1 || n >= BASIC_NAME || !tokens_is_name(buf, (int)n))
        return fail(in, "a file name is malformed");
    memcpy(name, buf, n + 1);
    return true;
}

/* The lines of BASIC file in->file are loaded: it goes back among the
 * others, the current file's lines in the current file's place again. */
static void end_basic_file(Interp *I, In *in) {
    if (in->file < 0) return;
    basic_swap_program(&I->basic, in->file, &I->program);
    in->file = -1;
}

/* A BASIC file: the current one (W, current true) or another (B): its
 * name (* the workfile), day and minute made; its place among the files is
 * the record's. The P records after a B are its lines (loaded in the
 * current file's place: end_basic_file). */
static bool basic_file(Interp *I, In *in, bool current) {
    char name[BASIC_NAME];
    int64_t day, minute;
    if (!file_name_field(in, name) || !int_field(in, -1, 1000000, &day) ||
        !int_field(in, 0, 1439, &minute))
        return false;
    in->last = current ? 'W' : 'B';
    if (current) {
        memcpy(I->file_name, name, sizeof name);
        I->file_serial = ++I->files.serial;
        I->file_made_day = day;
        I->file_made_minute = minute;
        return true;
    }
    end_basic_file(I, in);
    if (basic_find(&I->basic, name) >= 0 || (name[0] && strcmp(name, I->file_name) == 0))
        return fail(in, "a file name is malformed");
    int i = basic_add(&I->basic, name, ++I->files.serial, day, minute);
    if (i < 0) return fail(in, "the memory is too small");
    basic_swap_program(&I->basic, i, &I->program);
    in->file = i;
    return true;
}

static bool program_line(Interp *I, In *in) {
    while (in->p < in->end && *in->p == ' ')
        in->p++;
    size_t n = (size_t)(in->end - in->p);
    if (n == 0 || n > TOKENIZER_MAX_LINE) return fail(in, "a program line is malformed");
    /* the line as LIST wrote it: a denormal literal it shows (kept under
       TRAP(UNF,2) when it was typed) is entered back as that denormal */
    uint8_t unf = I->traps.value[TRAP_NAME_UNF];
    I->traps.value[TRAP_NAME_UNF] = 2;
    bool refused = interp_load_line(I, in->p, n) != 0;
    I->traps.value[TRAP_NAME_UNF] = unf;
    if (refused) return fail(in, "a program line cannot be entered");
    in->p = in->end;
    return true;
}

const char *workspace_restore(Interp *I, const char *data, size_t len, WorkspaceCounts *n) {
    *n = (WorkspaceCounts){0};
    size_t magic = strlen(WORKSPACE_MAGIC);
    if (len < magic || memcmp(data, WORKSPACE_MAGIC, magic) != 0)
        return len >= 15 && memcmp(data, "HP71 WORKSPACE ", 15) == 0
                   ? "it was written by another version of hp71"
                   : "it is not an hp71 workspace";
    /* the last line: END and the checksum of everything before it */
    if (len < 2 || data[len - 1] != '\n') return "it is damaged (cut short)";
    size_t last = len - 1;
    while (last > 0 && data[last - 1] != '\n')
        last--;
    char want[40];
    snprintf(want, sizeof want, "END %016" PRIx64 "\n", checksum(data, last));
    if (len - last != strlen(want) || memcmp(data + last, want, len - last) != 0)
        return "it is damaged (its checksum does not match)";

    In in = {.file = -1, .data = -1};
    const char *p = data + magic, *end = data + last;
    /* the program and variables come back as they were kept, even beyond
       this machine's RAM (a smaller --ram; lines entered after a DIM) */
    int64_t ram_size = I->memory.ram_size;
    I->memory.ram_size = INT64_MAX / 4;
    while (p < end && !in.why) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        if (!eol) eol = end;
        in.p = p + 1;
        in.end = eol;
        bool ok = false;
        if (eol - p >= 2 && p[1] == ' ') {
            switch (p[0]) {
            case 'M': ok = setting(I, &in); break;
            case 'N': ok = numeric(I, &in) && ++n->variables; break;
            case 'S': ok = string(I, &in) && ++n->variables; break;
            case 'P': ok = program_line(I, &in) && ++n->lines; break;
            case 'F': ok = data_file(I, &in); break;
            case 'W': ok = basic_file(I, &in, true); break;
            case 'B': ok = basic_file(I, &in, false); break;
            case 'X': ok = secured(I, &in); break;
            case 'T': ok = text_file(I, &in); break;
            default: break;
            }
        }
        if (!ok) fail(&in, "a record is malformed");
        while (in.p < in.end && *in.p == ' ')
            in.p++;
        if (!in.why && in.p != in.end) fail(&in, "a record is too long");
        p = eol + 1;
    }
    end_basic_file(I, &in);
    I->file_secure = in.secure;
    I->memory.ram_size = ram_size;
    return in.why;
}
