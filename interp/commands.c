/*
 * commands.c — RUN, CONT, LIST, DELETE, RENUMBER, PURGE, BYE, and hp71's
 * LOAD and SAVE (see commands.h).
 */
#include "commands.h"

#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <limits.h>
#include <string.h>
#include <strings.h>

#include "machine.h"

/* OP_COMMAND's operands (chunk.h): keyword, count (-1: DELETE ALL), four
 * line numbers (0: an empty place), a name (StrConst, or 0). */
enum { ARG_KW, ARG_COUNT, ARG_LINE, ARG_NAME = ARG_LINE + 4 };

static void list_lines(Interp *I, int from, int to, bool print) {
    char buf[TOKENIZER_MAX_LINE * 2 + 8];
    /* each line a DISP item: one longer than the WIDTH breaks as DISP's do
       (the ROM: 10 X=1E11+... lists over two lines); PLIST's a PRINT item,
       at the PWIDTH (the plain machine prints on its display) */
    for (int i = program_lower_bound(&I->program, from);
         i < I->program.count && I->program.lines[i].number <= to; i++) {
        int n = interp_line_text(I, i, buf, sizeof buf);
        display_begin(&I->display, print);
        display_item(&I->display, buf, (size_t)n);
        display_end(&I->display, true);
    }
    display_begin(&I->display, false); /* between lists the width is DISP's again */
}

/* AUTO and FETCH: line number `line` shown on the prompt's line for editing,
 * `>` and its text when it exists, else `>` and the number (the ROM). */
static void show_for_editing(Interp *I, int line, int step) {
    char buf[TOKENIZER_MAX_LINE * 2 + 8];
    int at = program_lower_bound(&I->program, line);
    int n;
    bool exists = at < I->program.count && I->program.lines[at].number == line;
    if (exists)
        n = interp_line_text(I, at, buf + 1, sizeof buf - 1);
    else
        n = snprintf(buf + 1, sizeof buf - 1, "%d", line);
    buf[0] = '>';
    /* offered to a terminal's line editor (interp_offered_line): a new
       line's number and a blank to type after */
    snprintf(I->offered, sizeof I->offered, "%.*s%s", n, buf + 1, exists ? "" : " ");
    I->offered_step = step;
    vm_flush_display(I);
    display_begin(&I->display, false);
    display_item(&I->display, buf, (size_t)n + 1);
    display_end(&I->display, true);
}

/* The renumbering of lines first..last-1 (of the old numbers old[0..count)). */
typedef struct Renumbering {
    const int *old;
    int count, first, last, start, inc;
} Renumbering;

/* LineMap for RENUMBER: a reference to a renumbered line gets its new number. */
static int renumbered(void *ctx, int line) {
    const Renumbering *r = ctx;
    int lo = 0, hi = r->count;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (r->old[mid] < line)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < r->count && r->old[lo] == line && lo >= r->first && lo < r->last)
        return r->start + (lo - r->first) * r->inc;
    return line;
}

/* A program line as RENUMBER enters it again, "NUMBER TEXT", into line
 * (cap bytes, cut to fit); returns its length. */
static int numbered_line(int number, const char *text, char *line, size_t cap) {
    int len = snprintf(line, cap, "%d %s", number, text);
    return len > (int)cap - 1 ? (int)cap - 1 : len;
}

/* RENUMBER [new[,inc[,from[,to]]]]: renumbers lines from..to as new,
 * new+inc, ... and rewrites every reference to them (GOTO, GOSUB, THEN,
 * ELSE, ON ... GOTO/GOSUB, ON ERROR, RESTORE). As the ROM: when the new
 * numbers would pass 9999 or reach the line after the range, the range is
 * numbered from its first line by 1 instead; new numbers at or below the
 * line before the range are Invalid Arg (the range empty too, but for one
 * past the last line); a reference anywhere to a line
 * that does not exist is Stmt Not Found, and nothing is renumbered. The compiled code keeps its
 * layout, so a suspended or running program goes on. */
static void renumber(Interp *I, const Word *a) {
    int n = (int)a[ARG_COUNT];
    const Word *arg = a + ARG_LINE;
    int start = n > 0 ? (int)arg[0] : 10, inc = n > 1 ? (int)arg[1] : 10;
    int from = n > 2 ? (int)arg[2] : PROGRAM_MIN_LINE, to = n > 3 ? (int)arg[3] : PROGRAM_MAX_LINE;
    Program *p = &I->program;
    /* the ROM renumbers nothing while any line refers to one that is not there */
    int missing = program_missing_reference(p);
    if (missing) {
        I->fetch_line = missing; /* (FETCH alone then shows it, the ROM) */
        vm_throw(I, HP71_E_LINE_NOT_FOUND);
    }
    int first = program_lower_bound(p, from), last = program_lower_bound(p, to + 1);
    /* (checked even when the range holds no line, if one comes after it:
       RENUMBER 1,1,140,200 of lines 104, 109 and 277 is Invalid Arg) */
    if (first > 0 && first < p->count && p->lines[first - 1].number >= start)
        vm_throw(I, HP71_E_INVALID_ARG);
    if (first >= last) return;
    int64_t top = start + (int64_t)(last - first - 1) * inc;
    if (top > PROGRAM_MAX_LINE || (last < p->count && p->lines[last].number <= top)) {
        start = p->lines[first].number;
        inc = 1;
    }
    int count = p->count;
    int *old = malloc((size_t)count * sizeof *old);
    int *roms = malloc((size_t)count * sizeof *roms);
    char **texts = calloc((size_t)count, sizeof *texts);
    if (!old || !roms || !texts) {
        free(old);
        free(roms);
        free(texts);
        vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    }
    bool copied = true;
    for (int i = 0; i < count; i++) {
        old[i] = p->lines[i].number;
        roms[i] = p->lines[i].rom;
        size_t len = strlen(p->lines[i].text);
        texts[i] = malloc(len + 1);
        if (texts[i]) memcpy(texts[i], p->lines[i].text, len + 1);
        copied = copied && texts[i];
    }
    /* every line is entered again with its references renumbered */
    Renumbering map = {old, count, first, last, start, inc};
    LineMap renumber = {renumbered, &map};
    /* a denormal literal LIST shows (kept under TRAP(UNF,2) when it was
       typed) is entered back as that denormal, whatever the traps are now:
       under DEFAULT OFF it would be refused and its line lost, under
       DEFAULT ON made 0 (the ROM keeps the constants: numbers/renumber_keeps_denormals) */
    uint8_t unf = I->traps.value[TRAP_NAME_UNF];
    I->traps.value[TRAP_NAME_UNF] = 2;
    /* each line is checked before any changes: one that would not enter
       again leaves the program as it was, with its error (none is known;
       before, such a line was dropped) */
    Hp71Error refused = copied ? HP71_E_NONE : HP71_E_INSUFFICIENT_MEMORY;
    char line[TOKENIZER_MAX_LINE * 2 + 8];
    for (int i = 0; i < count && !refused; i++) {
        int len = numbered_line(renumbered(&map, old[i]), texts[i], line, sizeof line);
        refused = interp_check_program_line(I, line, (size_t)len, &renumber);
    }
    if (!refused) {
        program_delete_range(p, PROGRAM_MIN_LINE, PROGRAM_MAX_LINE);
        for (int i = 0; i < count; i++) {
            int number = renumbered(&map, old[i]);
            int len = numbered_line(number, texts[i], line, sizeof line);
            (void)interp_enter_program_line(I, line, (size_t)len, &renumber);
            program_set_rom(p, number, roms[i]); /* the ROM's tokens stay as they were typed */
        }
    }
    I->traps.value[TRAP_NAME_UNF] = unf;
    for (int i = 0; i < count; i++)
        free(texts[i]);
    free(texts);
    free(old);
    free(roms);
    if (refused) vm_throw(I, refused);
}

/* A range of lines from OP_COMMAND's operands: none, one line or two.
 * Error: Invalid Arg when the first is after the second. */
static void line_range(Interp *I, const Word *a, int *from, int *to) {
    int n = (int)a[ARG_COUNT];
    *from = n > 0 ? (int)a[ARG_LINE] : PROGRAM_MIN_LINE;
    *to = n > 1 ? (int)a[ARG_LINE + 1] : n > 0 ? *from : PROGRAM_MAX_LINE;
    if (*from > *to) vm_throw(I, HP71_E_INVALID_ARG);
}

/* Whether module (0 to 3 of port 0, or any other number) is one freed
 * holds: FREE PORT made it independent RAM. */
static bool module_free(int module, unsigned freed) {
    return module >= 0 && module < 4 && (freed >> module) & 1u;
}

/* Device text d (n characters) as PORT(p), p a port 0 to 5 or none (0),
 * then a point and up to two digits of a sub-port 15 at most (.1 is .10) or
 * none (the ROM: PORT(5.), PORT(.15) name ports, PORT(05), PORT(.16),
 * PORT(.) none): true, *port and *module set; false when it is none. */
static bool port_device(const char *d, int n, int *port, int *module) {
    if (n < 7 || strncasecmp(d, "PORT(", 5) != 0 || d[n - 1] != ')') return false;
    const char *p = d + 5, *end = d + n - 1;
    int digits = 0;
    *port = 0;
    *module = 0;
    if (p < end && *p >= '0' && *p <= '5') {
        *port = *p++ - '0';
        digits++;
    }
    if (p < end && *p == '.') {
        p++;
        int k = 0;
        for (; p < end && isdigit((unsigned char)*p) && k < 2; p++, k++)
            *module = *module * 10 + (*p - '0');
        if (k == 1) *module *= 10;
        if (*module > 15) return false;
        digits += k;
    }
    return p == end && digits > 0;
}

/* A device after a file's name (what follows its colon, n characters at
 * d): 0 MAIN or PORT, or PORT(p) of a module of port 0 FREE PORT made
 * independent RAM (bit p x 100 of freed: it holds no file); 1 another
 * PORT(p), p 0 to 5 with a sub-port .00 to .15, and 2 a card, CARD or PCRD
 * (devices hp71 has none of); -1 none the ROM knows. */
static int device_kind(const char *d, int n, unsigned freed) {
    if (n == 4 && (strncasecmp(d, "MAIN", 4) == 0 || strncasecmp(d, "PORT", 4) == 0)) return 0;
    if (n == 4 && (strncasecmp(d, "CARD", 4) == 0 || strncasecmp(d, "PCRD", 4) == 0)) return 2;
    int port, module;
    if (!port_device(d, n, &port, &module)) return -1;
    return port == 0 && module_free(module, freed) ? 0 : 1;
}

Hp71Error commands_port_error(Num p) {
    bool known = num_is_finite(p) && (num_is_zero(p) || !num_is_negative(p)) &&
                 num_cmp(p, (Num){515, -2, NUM_FINITE}) <= 0 &&
                 num_cmp(num_fp(p), (Num){16, -2, NUM_FINITE}) < 0;
    return known ? HP71_E_DEVICE_NOT_FOUND : HP71_E_INVALID_ARG;
}

int commands_port_module(Num p) {
    if (commands_port_error(p) != HP71_E_DEVICE_NOT_FOUND) return -1;
    for (int i = 0; i < 4; i++)
        if (num_cmp(p, (Num){i + 1, -2, NUM_FINITE}) < 0) return i;
    return -1;
}

bool commands_port_free(Num p, unsigned freed) {
    return module_free(commands_port_module(p), freed);
}

Hp71Error commands_constant_port_error(Keyword kw, bool minus) {
    switch (kw) {
    case KW_INF:
    case KW_MAXREAL:
    case KW_NAN: return HP71_E_INVALID_ARG;
    case KW_PI:
    case KW_EPS: return minus ? HP71_E_INVALID_ARG : HP71_E_DEVICE_NOT_FOUND;
    default: return HP71_E_NONE;
    }
}

/* The answer to a file on device kind dev (device_kind, 0 or more) the
 * machine has not: File Not Found on MAIN, Device Not Found on a port or a
 * card, but Invalid Filespec for a card where kw reads none (only CAT, RUN,
 * COPY and CHAIN do), and for TRANSFORM's on a port (a module FREE PORT
 * made independent RAM is MAIN's kind: device_kind). */
static Hp71Error device_answer(Keyword kw, int dev) {
    if (dev == 2 && kw != KW_CAT && kw != KW_RUN && kw != KW_COPY && kw != KW_CHAIN)
        return HP71_E_INVALID_FILESPEC;
    if (dev == 1 && kw == KW_TRANSFORM) return HP71_E_INVALID_FILESPEC; /* in RAM only */
    return dev ? HP71_E_DEVICE_NOT_FOUND : HP71_E_FILE_NOT_FOUND;
}

/* A file specifier's text s (len characters) read as the ROM reads one:
 * *n the characters before its first blank, *name those of its name
 * (before its colon, or all *n). */
static void spec_parts(const char *s, int len, int *n, int *name) {
    *n = 0;
    while (*n < len && s[*n] != ' ')
        (*n)++;
    *name = 0;
    while (*name < *n && s[*name] != ':')
        (*name)++;
}

Hp71Error commands_file_spec_error(Keyword kw, const char *s, int len, unsigned freed) {
    int n, name;
    spec_parts(s, len, &n, &name);
    int dev = name < n ? device_kind(s + name + 1, n - name - 1, freed) : -1;
    /* a card alone (RUN ":CARD"): the device first (ROM) */
    if (name == 0 && dev == 2) return device_answer(kw, dev);
    if (!tokens_is_name(s, name)) return HP71_E_INVALID_FILESPEC;
    if (name == n) return HP71_E_FILE_NOT_FOUND;
    return dev < 0 ? HP71_E_INVALID_FILESPEC : device_answer(kw, dev);
}

Hp71Error commands_label_spec_error(const char *s, int len) {
    int n, name, port, module;
    spec_parts(s, len, &n, &name);
    const char *d = s + name + 1;
    int dn = n - name - 1;
    if (dn <= 4 || strncasecmp(d, "PORT", 4) != 0 || port_device(d, dn, &port, &module))
        return HP71_E_NONE;
    return HP71_E_INVALID_FILESPEC;
}

Hp71Error commands_quoted_spec_error(const char *s, int len) {
    int n, name;
    spec_parts(s, len, &n, &name);
    if (name == n) return tokens_is_name(s, name) ? HP71_E_NONE : HP71_E_INVALID_FILESPEC;
    if (name > 0 && !tokens_is_name(s, name)) return HP71_E_INVALID_FILESPEC;
    return device_kind(s + name + 1, n - name - 1, 0) < 0 ? HP71_E_INVALID_FILESPEC : HP71_E_NONE;
}

/* Device text d (n characters, unquoted as listed) as PORT(p) with p a
 * literal number, signed or not, that names a port the ROM knows
 * (commands_port_error: PORT(5.150), PORT(.1)), or a constant that does
 * (commands_constant_port_error: PORT(PI)): 1, or 0 for a module of port 0
 * that freed holds (device_kind's); -1 when it is none of those. */
static int literal_port(const char *d, int n, unsigned freed) {
    if (n < 7 || strncasecmp(d, "PORT(", 5) != 0 || d[n - 1] != ')') return -1;
    const char *p = d + 5;
    bool minus = *p == '-';
    if (minus) p++;
    int kw = keyword_lookup(p, (int)(d + n - 1 - p));
    if (kw >= 0)
        return commands_constant_port_error((Keyword)kw, minus) == HP71_E_DEVICE_NOT_FOUND ? 1 : -1;
    Num v;
    Hp71Error e = num_parse(p, (size_t)(d + n - 1 - p), &v);
    if (e != HP71_E_NONE && e != HP71_E_INEXACT) return -1;
    if (minus) v = num_neg(v);
    if (commands_port_error(v) != HP71_E_DEVICE_NOT_FOUND) return -1;
    return commands_port_free(v, freed) ? 0 : 1;
}

/* The kind of device d (n characters) names (device_kind's), or when it is
 * none of those and its specifier is not quoted, literal_port's. */
static int listed_device(const char *d, int n, bool quoted, unsigned freed) {
    int dev = device_kind(d, n, freed);
    return dev < 0 && !quoted ? literal_port(d, n, freed) : dev;
}

/* A file specifier as listed, *spec and *len: a quoted one ("FOO:CARD")
 * becomes its text. Returns 1 when it was quoted, 0 when not, -1 when it
 * holds a quote elsewhere (a string expression: "A"&B$). */
static int unquoted(const char **spec, int *len) {
    const char *s = *spec;
    int n = *len;
    if (n >= 2 && (s[0] == '"' || s[0] == '\'') && s[n - 1] == s[0] &&
        !memchr(s + 1, s[0], (size_t)n - 2)) {
        (*spec)++;
        *len -= 2;
        return 1;
    }
    return memchr(s, '"', (size_t)n) || memchr(s, '\'', (size_t)n) ? -1 : 0;
}

/* True when file specifier s (len characters, quoted or not) names its
 * file on PORT alone (X:PORT: every port of independent RAM). */
static bool on_every_port(const char *s, int len) {
    if (unquoted(&s, &len) < 0) return false;
    int n, name;
    spec_parts(s, len, &n, &name);
    return n - name - 1 == 4 && strncasecmp(s + name + 1, "PORT", 4) == 0;
}

Hp71Error commands_absent_file_error(Keyword kw, const char *spec, int len, unsigned freed) {
    int quoted = unquoted(&spec, &len); /* ("FOO": its text, to its first blank) */
    if (quoted < 0) return HP71_E_NONE; /* an expression */
    int name;
    spec_parts(spec, len, &len, &name); /* (an unquoted one has no blank) */
    if (len <= 0) return HP71_E_NONE;
    if (name > 0 && !tokens_is_name(spec, name)) return HP71_E_NONE; /* A$, X+1 ... */
    if (name == len) return HP71_E_FILE_NOT_FOUND;
    int dev = listed_device(spec + name + 1, len - name - 1, quoted, freed);
    if (dev < 0) return HP71_E_NONE; /* (PORT(6), PORT(A): checked running) */
    /* CAT :MAIN: the catalog; CAT :PORT, a port with no number: none */
    if (dev == 0 && name == 0 && kw == KW_CAT)
        return strncasecmp(spec + 1, "PORT", 4) == 0 ? HP71_E_DEVICE_NOT_FOUND : HP71_E_NONE;
    /* CHAIN :MAIN: no program to chain (CHAIN :CARD reads one); MERGE
       :PORT(0): a device is no file to merge; nor to secure, make private
       or rename (a card's files can be: Device Not Found), or transform
       (TRANSFORM :MAIN; a port's Device Not Found) (the ROM) */
    bool card_file = kw == KW_CHAIN || kw == KW_SECURE || kw == KW_UNSECURE || kw == KW_PRIVATE ||
                     kw == KW_RENAME;
    bool main = len == 5 && strncasecmp(spec + 1, "MAIN", 4) == 0;
    if (name == 0 && ((dev != 2 && card_file) || kw == KW_MERGE || (kw == KW_TRANSFORM && main)))
        return HP71_E_INVALID_FILESPEC;
    return device_answer(kw, dev);
}

Hp71Error commands_workfile_copy_error(const char *spec, int len) {
    int quoted = unquoted(&spec, &len); /* ("X:CARD": its text, to its first blank) */
    if (quoted < 0) return HP71_E_NONE; /* an expression */
    int n, name;
    spec_parts(spec, len, &n, &name);
    if (name == n) return HP71_E_NONE; /* a name alone: the ROM makes the file */
    const char *d = spec + name + 1;
    int dn = n - name - 1;
    if (dn == 4 && strncasecmp(d, "MAIN", 4) == 0)
        return name == 0 ? HP71_E_FILE_EXISTS : HP71_E_NONE;
    if (dn == 4 && strncasecmp(d, "PORT", 4) == 0) return HP71_E_DEVICE_NOT_FOUND;
    int dev = listed_device(d, dn, quoted, 0);
    return dev > 0 ? HP71_E_DEVICE_NOT_FOUND : HP71_E_NONE;
}

/* The name in file specifier s (len characters, quoted or not), upper
 * case, into name (9 bytes): true when it is one (1 to 8 letters and digits,
 * a letter first) on MAIN or on no device. */
static bool main_file_name(const char *s, int len, char *name) {
    if (unquoted(&s, &len) < 0) return false;
    int n, at;
    spec_parts(s, len, &n, &at);
    if (at < n && !(n - at - 1 == 4 && strncasecmp(s + at + 1, "MAIN", 4) == 0)) return false;
    if (at < 1 || at > 8 || !tokens_is_name(s, at)) return false;
    for (int i = 0; i < at; i++)
        name[i] = (char)toupper((unsigned char)s[i]);
    name[at] = '\0';
    return true;
}

bool commands_main_file(const char *s, int len, char *name, bool *alone) {
    if (!main_file_name(s, len, name)) return false;
    (void)unquoted(&s, &len);
    int n, at;
    spec_parts(s, len, &n, &at);
    *alone = at == n;
    return true;
}

int commands_data_file(const Interp *I, const char *s, int len) {
    char name[9];
    return main_file_name(s, len, name) ? files_find(&I->files, name) : -1;
}

int commands_basic_file(const Interp *I, const char *s, int len) {
    char name[9];
    return main_file_name(s, len, name) ? basic_find(&I->basic, name) : -1;
}

MainFile commands_find_file(const Interp *I, const char *name, int *i) {
    if (I->file_name[0] && strcmp(name, I->file_name) == 0) return MAIN_FILE_CURRENT;
    if (name[0] && (*i = basic_find(&I->basic, name)) >= 0) return MAIN_FILE_BASIC;
    if ((*i = files_find(&I->files, name)) >= 0) return MAIN_FILE_DATA;
    return MAIN_FILE_NONE;
}

bool commands_is_current_file(const Interp *I, const char *s, int len) {
    char name[9];
    return I->file_name[0] && main_file_name(s, len, name) && strcmp(name, I->file_name) == 0;
}

Hp71Error commands_name(Interp *I, const char *s, int len) {
    char name[9];
    int n, at;
    spec_parts(s, len, &n, &at);
    /* "", 1X, and a name on any device (X:MAIN): NAME takes none (the ROM) */
    if (at < n || !main_file_name(s, len, name)) return HP71_E_INVALID_FILESPEC;
    int taken;
    if (commands_find_file(I, name, &taken) != MAIN_FILE_NONE) return HP71_E_FILE_EXISTS;
    if (I->file_name[0]) { /* NAME names the workfile, also one kept beside the current file */
        int w = basic_find(&I->basic, "");
        if (w < 0) return HP71_E_FILE_NOT_FOUND; /* none left to name */
        memcpy(I->basic.file[w].name, name, sizeof name);
        return HP71_E_NONE;
    }
    memcpy(I->file_name, name, sizeof name);
    return HP71_E_NONE;
}

/* The kind of device file specifier spec (len characters as listed,
 * quoted or not, to its first blank) names: 1 a port (PORT alone too), 2 a
 * card, 0 MAIN or none, -1 one the ROM does not know. */
static int spec_device(const char *spec, int len) {
    if (unquoted(&spec, &len) < 0) return -1;
    int n, name;
    spec_parts(spec, len, &n, &name);
    if (name >= n) return 0;
    const char *d = spec + name + 1;
    int dn = n - name - 1;
    if (dn == 4 && strncasecmp(d, "PORT", 4) == 0) return 1;
    return listed_device(d, dn, false, 0);
}

Hp71Error commands_assign_error(const char *spec, int len) {
    if (unquoted(&spec, &len) < 0) return HP71_E_NOT_EMULATED; /* (not a value) */
    if (len == 0 || (len == 1 && spec[0] == '*')) return HP71_E_NONE;
    Hp71Error e = commands_quoted_spec_error(spec, len);
    if (e) return e;
    int n, name;
    spec_parts(spec, len, &n, &name);
    return name < n ? HP71_E_FILE_NOT_FOUND : HP71_E_NOT_EMULATED;
}

CatalogDevice commands_catalog_device(const char *spec, int len, unsigned freed) {
    int quoted = unquoted(&spec, &len);
    if (quoted < 0) return CATALOG_NOT_A_DEVICE;
    int n, name;
    spec_parts(spec, len, &n, &name);
    if (name != 0 || n < 2) return CATALOG_NOT_A_DEVICE;
    const char *d = spec + 1;
    int dn = n - 1;
    if (dn == 4 && strncasecmp(d, "MAIN", 4) == 0) return CATALOG_HEADING;
    if (dn == 4 && strncasecmp(d, "PORT", 4) == 0) return freed ? CATALOG_EMPTY : CATALOG_ABSENT;
    int dev = listed_device(d, dn, quoted, freed);
    return dev == 0 ? CATALOG_HEADING : dev == 1 ? CATALOG_ABSENT : CATALOG_NOT_A_DEVICE;
}

CatalogDevice commands_catalog_string(const char *s, int len, unsigned freed) {
    while (len > 0 && s[len - 1] == ' ')
        len--;
    if (len < 2 || s[0] != ':') return CATALOG_NOT_A_DEVICE;
    const char *d = s + 1;
    int n = len - 1;
    if (n == 4 && strncasecmp(d, "PORT", 4) == 0) return CATALOG_NOT_A_DEVICE;
    int dev = device_kind(d, n, freed);
    if (dev < 0) return CATALOG_NOT_A_DEVICE;
    if (dev > 0) return CATALOG_ABSENT;
    return n == 4 && strncasecmp(d, "MAIN", 4) == 0 ? CATALOG_HEADING : CATALOG_EMPTY;
}

Hp71Error commands_rename_error(const char *to, int len, unsigned freed) {
    int quoted = unquoted(&to, &len);
    if (quoted < 0) return HP71_E_NONE; /* an expression */
    int n, name;
    spec_parts(to, len, &n, &name);
    if (name >= n) return HP71_E_NONE;
    const char *d = to + name + 1;
    int dn = n - name - 1;
    int dev = listed_device(d, dn, quoted, freed);
    return dev == 1 ? HP71_E_DEVICE_NOT_FOUND : dev == 2 ? HP71_E_INVALID_FILESPEC : HP71_E_NONE;
}

Hp71Error commands_create_spec(const char *s, int len, unsigned freed, char *name, int *where) {
    if (commands_quoted_spec_error(s, len)) return HP71_E_INVALID_FILESPEC;
    int n, at;
    spec_parts(s, len, &n, &at);
    if (at == 0 || at >= FILES_NAME) return HP71_E_INVALID_FILESPEC; /* (a device alone) */
    for (int k = 0; k < at; k++)
        name[k] = (char)toupper((unsigned char)s[k]);
    name[at] = '\0';
    const char *d = s + at + 1;
    int dn = n - at - 1, dev = at < n ? device_kind(d, dn, freed) : 0;
    if (at == n || (dn == 4 && strncasecmp(d, "MAIN", 4) == 0))
        *where = 0;
    else if (dev == 2)
        *where = FILES_CREATE_CARD;
    else if (dev == 0 && !(dn == 4 && strncasecmp(d, "PORT", 4) == 0))
        *where = -1; /* (a module FREE PORT made RAM) */
    else
        *where = FILES_CREATE_PORTS;
    return HP71_E_NONE;
}

Hp71Error commands_transform_error(const char *to, int len) {
    return spec_device(to, len) > 0 ? HP71_E_INVALID_FILESPEC : HP71_E_NONE;
}

Hp71Error commands_copy_error(const char *from, int flen, const char *to, int tlen) {
    return spec_device(from, flen) == 2 && spec_device(to, tlen) > 0 ? HP71_E_INVALID_FILESPEC
                                                                     : HP71_E_NONE;
}

/* The name a command's operands a give: a string expression's value
 * (taken off the string stack), a string variable's, or the name typed;
 * *s and *len. Error: Data Type (a string array's name). */
static void named(Interp *I, const Word *a, const char **s, int *len) {
    const StrConst *name = (const StrConst *)(intptr_t)a[ARG_NAME];
    const StrBuf *b = NULL;
    *s = name->s;
    *len = name->len;
    if (a[ARG_LINE + 3] < 0) { /* a string expression's value */
        b = &I->sstack[--I->ssp];
    } else if (a[ARG_LINE + 3] > 0) { /* read, not made: one never set is "" (the ROM) */
        const StrVar *v = variables_str(I->env, (int)a[ARG_LINE + 3] - 1);
        if (v->exists && v->ndims) vm_throw(I, HP71_E_DATA_TYPE);
        *s = "";
        *len = 0;
        if (v->exists) b = &v->val;
    }
    if (b) {
        *s = b->s ? b->s : "";
        *len = b->len;
    }
}

/* The file a command's operands a name (named): FILE_CURRENT, the
 * current one (commands_is_current_file); FILE_STORED, another BASIC file,
 * its index into *stored; FILE_OTHER otherwise, *e the ROM's answer: for a
 * DATA file none for PURGE (which purged it) and Invalid File Type for
 * the others (no program to run or list), else commands_file_spec_error's
 * of the name. Error: Data Type (a string array's name: named). */
enum { FILE_CURRENT, FILE_STORED, FILE_OTHER };
static int file_named_by(Interp *I, const Word *a, Keyword kw, Hp71Error *e, int *stored) {
    const char *s;
    int len;
    named(I, a, &s, &len);
    char name[9];
    int i = -1;
    MainFile file = main_file_name(s, len, name) ? commands_find_file(I, name, &i) : MAIN_FILE_NONE;
    *stored = file == MAIN_FILE_BASIC ? i : -1;
    if (file == MAIN_FILE_CURRENT) return FILE_CURRENT;
    if (file == MAIN_FILE_BASIC) return FILE_STORED;
    if (file == MAIN_FILE_DATA) {
        *e = kw == KW_PURGE ? HP71_E_NONE : HP71_E_INVALID_FILE_TYPE;
        if (kw == KW_PURGE && I->files.file[i].secure) vm_throw(I, HP71_E_FILE_PROTECT);
        if (kw == KW_PURGE) files_purge(&I->files, I->files.file[i].name);
        return FILE_OTHER;
    }
    *e = commands_file_spec_error(kw, s, len, I->ports_freed);
    return FILE_OTHER;
}

/* The current file's lines changed under the typed line running, whose
 * code started at typed_at: it is linked again after them and goes on
 * there (the run loop: code_moved), its user functions and lines those of
 * the file as it is now (the ROM: DELETE ALL @ DISP FNA(2) is FN Not
 * Found). */
static void typed_line_relinked(Interp *I, int64_t typed_at) {
    I->code_shift = program_link_keyboard(&I->program, &I->keyboard, -1) - typed_at;
    I->code_moved = true;
}

/* The current file may change: File Protect when SECURE made it
 * unchangeable (the ROM: entering or deleting a line, DELETE, RENUMBER,
 * MERGE into it, AUTO, PURGE). */
static void unsecured(Interp *I) {
    if (I->file_secure) vm_throw(I, HP71_E_FILE_PROTECT);
}

/* Makes BASIC file i the current one, the current one kept among the
 * others in its place (EDIT, RUN, PURGE of the current file): a run it
 * suspended ends, and its code is linked afresh; a typed line running goes
 * on, linked after the new file's code (the ROM: `EDIT FOO @ DISP 5`). */
static void make_current(Interp *I, int i) {
    bool typed = I->current_line == 0;
    int64_t typed_at = I->program.program_len; /* (where the typed line's code starts) */
    commands_exchange_current(I, i);
    I->program.linked = false;
    I->fetch_line = 0;
    interp_program_changed(I);
    if (typed) typed_line_relinked(I, typed_at);
}

void commands_exchange_current(Interp *I, int i) {
    BasicFile *f = &I->basic.file[i];
    unsigned links = I->program.links;
    basic_swap_program(&I->basic, i, &I->program);
    /* (what was computed from the other file's code is stale) */
    if (I->program.links <= links) I->program.links = links + 1;
    char name[BASIC_NAME];
    memcpy(name, I->file_name, sizeof name);
    memcpy(I->file_name, f->name, sizeof name);
    memcpy(f->name, name, sizeof name);
    int64_t t;
    t = I->file_serial, I->file_serial = f->serial, f->serial = t;
    t = I->file_made_day, I->file_made_day = f->made_day, f->made_day = t;
    t = I->file_made_minute, I->file_made_minute = f->made_minute, f->made_minute = t;
    bool secure = I->file_secure;
    I->file_secure = f->secure, f->secure = secure;
}

/* Makes a new empty BASIC file named name (upper case; "" the workfile),
 * made now, the current one (make_current). Error: Insufficient Memory
 * (the RAM cannot hold its BASIC_RAM_FILE nibbles). */
static void make_new_file(Interp *I, const char *name) {
    if (!vm_ram_has(I, BASIC_RAM_FILE)) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    int64_t serial, day, minute;
    vm_file_made(I, &serial, &day, &minute);
    int i = basic_add(&I->basic, name, serial, day, minute);
    if (i < 0) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    make_current(I, i);
}

/* EDIT of file name (upper case; "" the workfile), not the current one:
 * it becomes the current one, a new empty BASIC file when there is none
 * (make_current, make_new_file). */
static void edit_file(Interp *I, const char *name) {
    int i = basic_find(&I->basic, name);
    if (i >= 0)
        make_current(I, i);
    else
        make_new_file(I, name);
}

/* PURGE of the current file: a named one goes, and the workfile becomes
 * the current file (a new empty one when there is none); the workfile is
 * made again, empty (the ROM: it is the last file made then). */
static void purge_current(Interp *I) {
    if (I->file_name[0]) {
        files_basic_changed(&I->files, I->file_name, NULL); /* (its channels close) */
        int w = basic_find(&I->basic, "");
        if (w < 0) {
            int64_t serial, day, minute;
            vm_file_made(I, &serial, &day, &minute);
            w = basic_add(&I->basic, "", serial, day, minute);
            if (w < 0) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
        }
        make_current(I, w);
        basic_retire(&I->basic, w); /* (the named file, put there by make_current) */
        return;
    }
    int64_t typed_at = I->program.program_len;
    program_delete_range(&I->program, PROGRAM_MIN_LINE, PROGRAM_MAX_LINE);
    vm_file_made(I, &I->file_serial, &I->file_made_day, &I->file_made_minute);
    interp_program_changed(I);
    if (I->current_line == 0) typed_line_relinked(I, typed_at);
}

/* A program line's text (as listed) as TRANSFORM writes it into a TEXT
 * file: a line that begins with the remark "! ? ", as a TEXT file's line
 * that did not enter became one (program_of_text), goes back to what
 * follows it ("! ? DISP (" is "DISP ("; typed so too; "! ?X" and "! ?" stay:
 * the ROM). */
static const char *text_line_of(const char *listed) {
    return strncmp(listed, "! ? ", 4) == 0 ? listed + 4 : listed;
}

/* The room for program_text_line's line. */
#define PROGRAM_TEXT_LINE (8 + TOKENIZER_MAX_LINE * 2)

/* Line k of program p as TRANSFORM writes it into a TEXT file, "0010 DISP
 * 1" (text_line_of), into line (PROGRAM_TEXT_LINE characters); its
 * length. */
static int program_text_line(const Program *p, int k, char *line) {
    int n = snprintf(line, PROGRAM_TEXT_LINE, "%04d %s", p->lines[k].number,
                     text_line_of(p->lines[k].text));
    return n >= PROGRAM_TEXT_LINE ? PROGRAM_TEXT_LINE - 1 : n;
}

/* Adds the lines of program p to TEXT file t as TRANSFORM writes them
 * (program_text_line). False when the host has no memory. */
static bool text_lines_of_program(Interp *I, int t, const Program *p) {
    for (int k = 0; k < p->count; k++) {
        char line[PROGRAM_TEXT_LINE];
        if (!files_add_line(&I->files, t, line, program_text_line(p, k, line))) return false;
    }
    return true;
}

/* TRANSFORM of a BASIC file into a new TEXT file named name, at place
 * serial, made at day, minute: each line "NNNN text" (the ROM). Its
 * index. Error: Insufficient Memory (host memory). */
static int text_of_program(Interp *I, const Program *p, const char *name, int64_t serial,
                           int64_t day, int64_t minute) {
    int t = files_make_text(&I->files, name, serial, day, minute);
    if (t >= 0 && !text_lines_of_program(I, t, p)) {
        (void)files_purge(&I->files, name);
        t = -1;
    }
    if (t < 0) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    return t;
}

/* The nibbles TEXT file lines of program p would take (text_of_program). */
static int64_t text_ram(const Program *p) {
    int64_t bytes = 2;
    for (int k = 0; k < p->count; k++) /* ("0010 " and the text) */
        bytes += files_line_bytes(5 + (int64_t)strlen(text_line_of(p->lines[k].text)));
    return FILES_RAM_TEXT_FILE + 2 * bytes;
}

/* A TEXT file's line of n characters at s as TRANSFORM reads it: its
 * leading blanks skipped (*from: how many), its line number (0 when it has
 * none the ROM takes as we know it: none, out of 1 to 9999, or followed by
 * other than a blank, a letter or the end), *rest the offset after its
 * digits. */
static int text_line_number(const char *s, int64_t n, int64_t *from, int64_t *rest) {
    int64_t b = 0, k;
    while (b < n && s[b] == ' ')
        b++;
    int number = 0;
    for (k = b; k < n && k - b < 5 && isdigit((unsigned char)s[k]); k++)
        number = number * 10 + (s[k] - '0');
    *from = b;
    *rest = k;
    if (k == b || number < PROGRAM_MIN_LINE || number > PROGRAM_MAX_LINE) return 0;
    if (k < n && s[k] != ' ' && !isalpha((unsigned char)s[k])) return 0;
    return number;
}

/* The remark a TEXT file's line that does not enter becomes (the ROM):
 * "20 ! ? X=+" of "20 X=+", the text after the number (n characters at
 * rest) less one blank, in out (cap characters); its length. */
static int transform_remark(const char *rest, int64_t n, int number, char *out, size_t cap) {
    int64_t k = n > 0 && rest[0] == ' ' ? 1 : 0;
    int len = snprintf(out, cap, "%d ! ? %.*s", number, (int)(n - k), rest + k);
    return len >= (int)cap ? (int)cap - 1 : len;
}

/* The entry error of a TEXT file's numbered line (n characters at s) as
 * TRANSFORM reads it (TokenList.transform), or 0; nothing entered. */
static Hp71Error transform_check(Interp *I, const char *s, int64_t n) {
    I->tokens.transform = true;
    Hp71Error e = interp_check_program_line(I, s, (size_t)n, NULL);
    I->tokens.transform = false;
    return e;
}

/* TRANSFORM stopped at a TEXT file's line with no number: TEXT file i
 * holds the lines of p, entered from the lines before it, as TRANSFORM into
 * TEXT writes them ("0010 DISP 1", a remark "! ? " back to its text), then
 * its own lines from byte stop_at on, unchanged (the ROM: it transforms in
 * place and writes back what it had done). Returns Insufficient Memory
 * (host memory), Not Emulated when the RAM free cannot hold what the file
 * grows by (not measured on the ROM), nothing changed; else 0. */
static Hp71Error text_file_stopped_at(Interp *I, int i, const Program *p, int64_t stop_at) {
    char name[FILES_NAME]; /* (files_make_text may move the files) */
    memcpy(name, I->files.file[i].name, sizeof name);
    int t = files_make_text(&I->files, name, 0, 0, 0);
    bool ok = t >= 0 && text_lines_of_program(I, t, p);
    const char *s;
    for (int64_t n, at = stop_at; ok && (n = files_next_line(&I->files, i, &at, &s)) >= 0;)
        ok = files_add_line(&I->files, t, s, n);
    Hp71Error e = !ok ? HP71_E_INSUFFICIENT_MEMORY
                  : !vm_ram_has(I, 2 * (I->files.file[t].len - I->files.file[i].len))
                      ? HP71_E_NOT_EMULATED
                      : HP71_E_NONE;
    if (e) {
        if (t >= 0) files_remove(&I->files, t); /* (nothing changes) */
        return e;
    }
    files_take_lines(&I->files, i, t);
    return HP71_E_NONE;
}

/* True when a TEXT file's line with no line number (n characters at s) is
 * one TRANSFORM stops at with Transform Failed and then Syntax, as learnt:
 * a blank line, or one that starts with a variable, FN, a remark, an @ or
 * a statement's keyword (X DISP, DISP 2; PI DISP, -5 DISP and 0 DISP are
 * Excess Chars, # Invalid Expr: not learnt in full). */
static bool transform_fails_in_syntax(Interp *I, const char *s, int64_t n) {
    if (n > TOKENIZER_MAX_LINE || vm_tokenize(I, s, (size_t)n)) return false;
    const Token *k = &I->tokens.tok[0];
    switch (k->kind) {
    case TOK_END:
    case TOK_NUM_VAR:
    case TOK_STR_VAR:
    case TOK_REMARK: return true;
    case TOK_PUNCT: return k->id == '@';
    case TOK_KEYWORD:
        return k->id == KW_FN || keyword_kind((Keyword)k->id) == KIND_STATEMENT ||
               keyword_kind((Keyword)k->id) == KIND_COMMAND;
    default: return false;
    }
}

/* TRANSFORM of TEXT file i into a new BASIC file named name, at place
 * serial, made at day, minute: its index. Each line enters as typed, its
 * literals' warnings shown; one that does not becomes a remark with a
 * warning (vm_report_transform), and *remarked is set (TRANSFORM then ends
 * in Syntax, the ROM). A line with no number that transform_fails_in_syntax
 * knows stops it: Transform Failed shown, the TEXT file changed as
 * text_file_stopped_at writes it when in_place (else left as it was), no
 * BASIC file made; -1 returned (TRANSFORM then ends in Syntax). Not
 * Emulated, nothing shown, when another line has no line number as
 * text_line_number knows it, when the numbers do not increase (the ROM
 * keeps the lines as they come), or when a line that does not enter has
 * its number followed by a letter; Insufficient Memory when the RAM cannot
 * hold the lines beside the free nibbles, free. */
static int program_of_text(Interp *I, int i, const char *name, int64_t serial, int64_t day,
                           int64_t minute, int64_t free, bool in_place, bool *remarked) {
    int64_t at = 0, n, from, rest;
    const char *s;
    int last = 0, index = 0, stop = 0;
    char remark[TOKENIZER_MAX_LINE + 16];
    /* first every line checked, nothing shown */
    while ((n = files_next_line(&I->files, i, &at, &s)) >= 0) {
        int number = text_line_number(s, n, &from, &rest);
        index++;
        if (!number && transform_fails_in_syntax(I, s, n)) {
            stop = index; /* (the lines after it are not read) */
            break;
        }
        if (number <= last || n > TOKENIZER_MAX_LINE) vm_throw(I, HP71_E_NOT_EMULATED);
        last = number;
        if (!transform_check(I, s + from, n - from)) continue;
        if (rest < n && s[rest] != ' ') vm_throw(I, HP71_E_NOT_EMULATED);
        int r = transform_remark(s + rest, n - rest, number, remark, sizeof remark);
        if (transform_check(I, remark, r)) vm_throw(I, HP71_E_NOT_EMULATED);
    }
    Program p;
    program_init(&p);
    *remarked = false;
    at = 0;
    int64_t stop_at = 0; /* the byte where line stop starts */
    for (index = 1; stop_at = at, (n = files_next_line(&I->files, i, &at, &s)) >= 0; index++) {
        if (index == stop) break;
        int number = text_line_number(s, n, &from, &rest);
        I->tokens.transform = true;
        I->tokens.error_pos = -1; /* (a compile error sets it) */
        Hp71Error e = interp_put_line_in(I, &p, s + from, (size_t)(n - from));
        I->tokens.transform = false;
        if (e) {
            /* the literals read before the fault warn, once (the ROM) */
            vm_literal_warnings(I, I->tokens.error_pos);
            vm_report_transform(I, number, e);
            *remarked = true;
            int r = transform_remark(s + rest, n - rest, number, remark, sizeof remark);
            (void)interp_put_line_in(I, &p, remark, (size_t)r); /* (checked above) */
        } else {
            vm_literal_warnings(I, INT_MAX); /* its literals beyond the range, once */
        }
    }
    if (stop) { /* stopped: the TEXT file's lines before it as TRANSFORM into TEXT writes them */
        vm_report_transform(I, stop, HP71_E_TRANSFORM_FAILED);
        /* (into a new file the TEXT file stays as it was, the ROM) */
        Hp71Error e = in_place ? text_file_stopped_at(I, i, &p, stop_at) : HP71_E_NONE;
        program_free(&p);
        if (e) vm_throw(I, e);
        return -1;
    }
    Hp71Error e = HP71_E_NONE;
    if (BASIC_RAM_FILE + p.ram > free) e = HP71_E_INSUFFICIENT_MEMORY;
    int b = e ? -1 : basic_add(&I->basic, name, serial, day, minute);
    if (!e && b < 0) e = HP71_E_INSUFFICIENT_MEMORY;
    if (e) {
        program_free(&p);
        vm_throw(I, e);
    }
    basic_swap_program(&I->basic, b, &p);
    program_free(&p);
    return b;
}

/* The lines of BASIC file i (file MAIN_FILE_BASIC), or the current file's. */
static const Program *basic_program(const Interp *I, MainFile file, int i) {
    return file == MAIN_FILE_BASIC ? &I->basic.file[i].program : &I->program;
}

void commands_transform(Interp *I, const StrConst *from, Keyword type, const StrConst *to) {
    char src[FILES_NAME], dst[FILES_NAME];
    bool alone;
    int i = -1, taken;
    MainFile file = MAIN_FILE_CURRENT;
    if (from) {
        (void)commands_main_file(from->s, from->len, src, &alone);
        file = commands_find_file(I, src, &i);
        if (file == MAIN_FILE_NONE) vm_throw(I, HP71_E_FILE_NOT_FOUND);
    }
    bool text = file == MAIN_FILE_DATA && I->files.file[i].text;
    bool basic = file != MAIN_FILE_DATA;
    /* a file a channel has open: File Open first (the ROM) */
    if (basic ? files_basic_open(&I->files, from ? src : I->file_name)
              : files_open_on(&I->files, i))
        vm_throw(I, HP71_E_FILE_OPEN);
    /* the file's own name as the new one is the file itself (the ROM) */
    if (to) (void)commands_main_file(to->s, to->len, dst, &alone);
    if (to && strcmp(dst, from ? src : I->file_name) == 0) to = NULL;
    bool secure = file == MAIN_FILE_DATA    ? I->files.file[i].secure
                  : file == MAIN_FILE_BASIC ? I->basic.file[i].secure
                                            : I->file_secure;
    if (!to && secure) vm_throw(I, HP71_E_FILE_PROTECT); /* (in place, its own type too) */
    Keyword own = basic ? KW_BASIC : text ? KW_TEXT : KW_DATA;
    if (type != own && !((basic && type == KW_TEXT) || (text && type == KW_BASIC)))
        vm_throw(I, HP71_E_INVALID_TRANSFORM);
    if (to && commands_find_file(I, dst, &taken) != MAIN_FILE_NONE) /* a new file's name free */
        vm_throw(I, HP71_E_FILE_EXISTS);
    if (type == own && !to) return; /* the file as it is */
    int64_t serial, day, minute;
    vm_file_made(I, &serial, &day, &minute);
    if (type == own) { /* under a new name a copy of it */
        if (!basic) {
            Hp71Error e = files_copy(&I->files, i, dst, vm_ram_free(I), day, minute);
            if (e) vm_throw(I, e);
            return;
        }
        if (!vm_ram_has(I, BASIC_RAM_FILE + basic_program(I, file, i)->ram))
            vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
        int copy = basic_add(&I->basic, dst, serial, day, minute);
        if (copy < 0) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
        const Program *p = basic_program(I, file, i); /* (after basic_add: the files moved) */
        program_copy_lines(&I->basic.file[copy].program, p, PROGRAM_MIN_LINE, PROGRAM_MAX_LINE);
        return;
    }
    if (text) {
        DataFile *d = &I->files.file[i];
        if (!to) { /* the file itself, in its place */
            serial = d->serial, day = d->made_day, minute = d->made_minute;
            memcpy(dst, d->name, sizeof dst);
        }
        int64_t free = vm_ram_free(I) + (to ? 0 : FILES_RAM_TEXT_FILE + 2 * d->len);
        bool remarked;
        /* (stopped at a line with no number: the TEXT file stays, in Syntax) */
        if (program_of_text(I, i, dst, serial, day, minute, free, !to, &remarked) < 0)
            vm_throw(I, HP71_E_SYNTAX);
        if (!to) (void)files_purge(&I->files, dst);
        if (remarked) vm_throw(I, HP71_E_SYNTAX); /* (its lines made remarks: the ROM) */
        return;
    }
    const Program *p = basic_program(I, file, i);
    bool current = file == MAIN_FILE_CURRENT;
    if (!to && current && I->current_line != 0) vm_throw(I, HP71_E_NOT_EMULATED); /* (running) */
    int64_t freed = to ? 0 : BASIC_RAM_FILE + p->ram;
    if (!vm_ram_has(I, text_ram(p) - freed)) vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    if (!to) { /* the file itself, in its place */
        if (current) {
            serial = I->file_serial, day = I->file_made_day, minute = I->file_made_minute;
            memcpy(dst, I->file_name[0] ? I->file_name : "WORKFILE", sizeof dst);
            if (!I->file_name[0] && commands_find_file(I, dst, &taken) != MAIN_FILE_NONE)
                vm_throw(I, HP71_E_FILE_EXISTS);
        } else {
            const BasicFile *f = &I->basic.file[i];
            serial = f->serial, day = f->made_day, minute = f->made_minute;
            memcpy(dst, f->name, sizeof dst);
        }
    }
    (void)text_of_program(I, p, dst, serial, day, minute);
    if (to) return;
    if (current)
        purge_current(I);
    else
        basic_remove(&I->basic, i);
}

int commands_chain_absent(Interp *I, Hp71Error e) {
    unsecured(I); /* (the ROM refuses the purge first, with the line) */
    I->request = (Request){REQUEST_CHAIN_FAILED, e, 0};
    return RUN_REQUEST;
}

int commands_chain(Interp *I, const char *spec, int len) {
    char name[9];
    int i = -1;
    MainFile f = main_file_name(spec, len, name) ? commands_find_file(I, name, &i) : MAIN_FILE_NONE;
    if (f != MAIN_FILE_BASIC) {
        Hp71Error e = f == MAIN_FILE_DATA
                          ? HP71_E_INVALID_FILE_TYPE
                          : commands_absent_file_error(KW_CHAIN, spec, len, I->ports_freed);
        return commands_chain_absent(I, e ? e : HP71_E_FILE_NOT_FOUND);
    }
    unsecured(I);
    purge_current(I);
    make_current(I, basic_find(&I->basic, name));
    I->fetch_line = 0;
    I->request = (Request){REQUEST_CHAIN, 0, 0};
    return RUN_REQUEST;
}

int commands_merge(Interp *I, const StrConst *file, int lo, int hi) {
    char name[9];
    int i;
    if (!main_file_name(file->s, file->len, name)) vm_throw(I, HP71_E_INVALID_FILESPEC);
    MainFile found = commands_find_file(I, name, &i);
    if (found == MAIN_FILE_DATA) vm_throw(I, HP71_E_INVALID_FILE_TYPE);
    if (found == MAIN_FILE_NONE) vm_throw(I, HP71_E_FILE_NOT_FOUND);
    if (lo > hi) vm_throw(I, HP71_E_INVALID_ARG);
    unsecured(I);
    /* (into itself: nothing changes, but the RAM is asked as for another) */
    const Program *from = found == MAIN_FILE_CURRENT ? &I->program : &I->basic.file[i].program;
    int64_t copy = 0; /* the nibbles of the lines merged */
    int first = program_lower_bound(from, lo), last = program_lower_bound(from, hi + 1);
    for (int k = first; k < last; k++)
        copy += from->lines[k].rom;
    /* (the ROM wants room for the lines copied and for them again, the
       lines they replace not counted: files/merge_replacing_at_the_ram_edge) */
    if (first < last && !vm_ram_has(I, 2 * copy + VM_RAM_MERGE_WORK)) {
        /* (its work's RAM kept until the program changes or ends, the ROM:
           files/merge_refused_keeps_its_work) */
        I->merge_kept_ram += VM_RAM_MERGE_WORK;
        vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
    }
    /* (one that has its room gives back what the refused ones kept, into
       itself too: files/merge_after_a_refused_merge) */
    if (first < last) I->merge_kept_ram = 0;
    if (first == last) return -1;
    /* (into itself nothing changes, but in a program its run ends all the
       same, the ROM: files/merge_into_itself_in_a_program) */
    if (found == MAIN_FILE_CURRENT) return I->current_line > 0 ? RUN_END : -1;
    int64_t typed_at = I->program.program_len;
    program_copy_lines(&I->program, from, lo, hi);
    interp_program_changed(I);
    if (I->current_line > 0) return RUN_END; /* (in a program: its run ends, the ROM) */
    typed_line_relinked(I, typed_at);
    return -1;
}

/* The label that a command's operands a name, where the command looks for
 * it (program_find_label's where: PROGRAM_MAIN for CONT L1 and RUN ,A$,
 * PROGRAM_ANY for FETCH L): its position, or no_line_pc. */
static int64_t label_named(Interp *I, const Word *a, int where) {
    const char *s;
    int len;
    named(I, a, &s, &len);
    Hp71Error e = commands_label_spec_error(s, len);
    if (e) vm_throw(I, e);
    return program_find_label(&I->program, s, len, where);
}

/* The characters of a label named by a string's value that RUN X,A$ looks
 * at: more than any label has (a longer value names none). */
enum { LABEL_VALUE_MAX = 64 };

int commands_statement(Interp *I, const Word *a, int64_t next_pc) {
    Keyword kw = (Keyword)a[ARG_KW];
    const StrConst *name = (const StrConst *)(intptr_t)a[ARG_NAME];
    bool in_program = I->current_line > 0;
    int from, to;
    Hp71Error e = HP71_E_NONE;
    switch (kw) {
    case KW_AUTO: /* its first line for editing; the next line typed starts afresh (ATTN) */
        unsecured(I);
        I->fetch_line = (int)a[ARG_LINE];
        show_for_editing(I, (int)a[ARG_LINE], (int)a[ARG_LINE + 1]);
        return -1;
    case KW_FETCH: { /* a line, a label's line, or the current line (fetch_line) */
        int line = I->fetch_line;
        if (name) { /* the program's first label of that name, in a SUB too (the ROM) */
            int64_t pc = label_named(I, a, PROGRAM_ANY);
            if (pc == I->program.no_line_pc) vm_throw(I, HP71_E_LINE_NOT_FOUND);
            line = program_line_of(&I->program, (int)pc);
        } else if (a[ARG_COUNT] > 0) {
            line = (int)a[ARG_LINE];
        } else if (line == 0 || I->program.count == 0) {
            /* none yet: the first; 10 in an empty program, whatever was last
               entered or fetched (the ROM) */
            line = I->program.count > 0 ? I->program.lines[0].number : 10;
        }
        I->fetch_line = line;
        show_for_editing(I, line, 0);
        return -1;
    }
    case KW_LIST:
    case KW_PLIST: { /* of a file: its lines, the current file staying current (the ROM) */
        int stored = -1;
        if (name && file_named_by(I, a, kw, &e, &stored) == FILE_OTHER) vm_throw(I, e);
        line_range(I, a, &from, &to);
        vm_flush_display(I);
        /* (another file listed in the current file's place, put back unchanged) */
        if (stored >= 0) basic_swap_program(&I->basic, stored, &I->program);
        list_lines(I, from, to, kw == KW_PLIST);
        if (stored >= 0) basic_swap_program(&I->basic, stored, &I->program);
        return -1;
    }
    case KW_DELETE: {
        unsecured(I);
        if (a[ARG_COUNT] < 0) { /* DELETE ALL: FETCH alone starts at the first line again */
            from = PROGRAM_MIN_LINE;
            to = PROGRAM_MAX_LINE;
            I->fetch_line = 0;
        } else {
            line_range(I, a, &from, &to);
        }
        /* (deleting no line leaves a suspended run as it is: CONT goes on, the ROM) */
        int64_t typed_at = I->program.program_len;
        if (program_delete_range(&I->program, from, to) > 0) {
            interp_program_changed(I);
            if (!in_program) typed_line_relinked(I, typed_at);
        }
        return -1;
    }
    case KW_RENUMBER: {
        unsecured(I);
        /* where the program goes on: this statement's line (by position, as
           lines keep their order) and the offset in it */
        int k = -1;
        int64_t offset = 0, old_len = 0;
        if (in_program) {
            Program *p = &I->program;
            program_link(p);
            /* next_pc may be the line's end: the statement is the word before */
            int number = program_line_of(p, (int)next_pc - 1);
            if (number > 0) {
                k = program_lower_bound(p, number);
                offset = next_pc - p->lines[k].pc;
                old_len = program_line_end(p, k) - p->lines[k].pc;
            }
        }
        renumber(I, a);
        if (!in_program) return -1;
        /* the code was compiled again from the listing: the same offset in
           the line when its code kept its length, else the next line (a
           line whose listing compiles otherwise, 1E991 listed as MAXREAL,
           would put the offset inside an instruction) */
        Program *p = &I->program;
        program_link(p);
        int64_t pc = p->end_pc;
        if (k >= 0 && k < p->count) {
            int64_t end = program_line_end(p, k);
            pc = end - p->lines[k].pc == old_len ? p->lines[k].pc + offset : end;
        }
        I->request = (Request){REQUEST_CONTINUE, pc, 0};
        return RUN_REQUEST;
    }
    case KW_CALL: { /* CALL S IN F: F, for the OP_CALL_IN after (vm.c) */
        /* the ROM traces the CALL before it looks for F: for a string
           array's name (Data Type) and an F that is no BASIC file here, as
           a found F's SUB is traced when it is called */
        if (a[ARG_LINE + 3] > 0) {
            const StrVar *v = variables_str(I->env, (int)a[ARG_LINE + 3] - 1);
            if (v->exists && v->ndims) vm_trace_call_in(I);
        }
        int stored, f = file_named_by(I, a, kw, &e, &stored);
        if (f == FILE_OTHER) vm_trace_call_in(I);
        if (f == FILE_OTHER && e == HP71_E_INVALID_FILE_TYPE) /* a DATA file: no SUB (the ROM) */
            vm_throw(I, HP71_E_SUB_NOT_FOUND);
        if (f == FILE_OTHER) vm_throw(I, e ? e : HP71_E_FILE_NOT_FOUND);
        I->call_in_file = f == FILE_STORED ? stored : -1;
        return -1;
    }
    case KW_PURGE: {
        if (a[ARG_COUNT] < 0) { /* PURGE ALL: the keys file, the DATA files, the other BASIC
                                   files too, and the current file's lines: a new workfile */
            keymap_free(&I->keymap, &I->memory);
            files_free(&I->files, false);
            while (I->basic.count > 0)
                basic_remove(&I->basic, I->basic.count - 1);
            I->file_name[0] = '\0';
            I->file_secure = false;
        } else if (name) {
            int stored, named_file = file_named_by(I, a, kw, &e, &stored);
            if (named_file == FILE_STORED) { /* another BASIC file */
                if (I->basic.file[stored].secure) vm_throw(I, HP71_E_FILE_PROTECT);
                files_basic_changed(&I->files, I->basic.file[stored].name, NULL);
                basic_remove(&I->basic, stored);
                return -1;
            }
            if (named_file == FILE_OTHER) {
                if (e == HP71_E_NONE) return -1; /* a DATA file, purged */
                if (e == HP71_E_INVALID_FILESPEC) vm_throw(I, e);
                vm_report(I, e, true);
                return -1;
            }
        }
        if (a[ARG_COUNT] >= 0) unsecured(I);
        purge_current(I);
        return in_program ? RUN_END : -1; /* typed: the line goes on (the ROM) */
    }
    case KW_EDIT: /* the workfile: a run it suspended ends (CONT starts over), then its entry */
        /* EDIT X: file X becomes the current one, a new empty BASIC file
           when there is none (the ROM); EDIT alone: the workfile, a new one
           when NAME named it */
        if (name) {
            const char *s;
            int len;
            named(I, a, &s, &len); /* (once: a string expression's value is taken) */
            if (!commands_is_current_file(I, s, len)) {
                if (commands_data_file(I, s, len) >= 0) vm_throw(I, HP71_E_INVALID_FILE_TYPE);
                e = commands_file_spec_error(kw, s, len, I->ports_freed);
                if (e != HP71_E_FILE_NOT_FOUND) vm_throw(I, e);
                char file[9];
                /* (X:PORT: a file made on a port, none without a module of
                   independent RAM: Device Not Found, the ROM) */
                if (!main_file_name(s, len, file))
                    vm_throw(I, !on_every_port(s, len) ? HP71_E_INVALID_FILESPEC
                                : I->ports_freed       ? HP71_E_NOT_EMULATED
                                                       : HP71_E_DEVICE_NOT_FOUND);
                edit_file(I, file);
            } else {
                interp_program_changed(I);
            }
        } else if (I->file_name[0]) {
            edit_file(I, "");
        } else {
            interp_program_changed(I);
        }
        /* FETCH alone: the file's first line as it is numbered now, a
           RENUMBER or DELETE after it notwithstanding (the ROM: 23 DISP 1,
           EDIT, RENUMBER 5, FETCH offers an empty line 23) */
        I->fetch_line = I->program.count > 0 ? I->program.lines[0].number : 0;
        name = NULL;
        /* fall through */
    case KW_CAT: { /* the current file's entry (the display drops its last blank) */
        if (name) {
            const char *s;
            int len;
            named(I, a, &s, &len); /* (once: a string expression's value is taken) */
            switch (commands_catalog_device(s, len, I->ports_freed)) {
            case CATALOG_HEADING: /* CAT ":MAIN": the catalog (vm.c) */
                vm_display_line(I, COMMANDS_CATALOG_HEADING, strlen(COMMANDS_CATALOG_HEADING));
                return -1;
            case CATALOG_EMPTY: return -1;
            case CATALOG_ABSENT: vm_throw(I, HP71_E_DEVICE_NOT_FOUND);
            case CATALOG_NOT_A_DEVICE: break;
            }
            int i = commands_data_file(I, s, len), stored = commands_basic_file(I, s, len);
            if (i >= 0 || stored >= 0) { /* a DATA file's entry, another BASIC file's */
                char entry[64];
                int n = i >= 0 ? data_file_entry(I, i, entry, sizeof entry)
                               : vm_basic_entry(I, stored, entry, sizeof entry);
                vm_display_entry(I, entry, (size_t)n - 1);
                return -1;
            }
            if (!commands_is_current_file(I, s, len))
                vm_throw(I, commands_file_spec_error(kw, s, len, I->ports_freed));
        }
        char entry[64];
        int n = vm_basic_entry(I, -1, entry, sizeof entry);
        vm_display_entry(I, entry, (size_t)n - 1);
        return -1;
    }
    case KW_BYE:
        vm_flush_display(I);
        I->exit_requested = true;
        return RUN_END;
    case KW_RUN:
        if (name && a[ARG_LINE + 2] == 1) { /* RUN ,label (one not found: the run's, below) */
            I->request = (Request){REQUEST_RUN, label_named(I, a, PROGRAM_MAIN), -1};
            return RUN_REQUEST;
        }
        char label[LABEL_VALUE_MAX];
        int label_len = 0;
        if (name && a[ARG_LINE + 2] == 2 && a[ARG_LINE + 1] < 0) { /* RUN X,A$: pushed last */
            const StrBuf *v = &I->sstack[--I->ssp];
            label_len = v->len < LABEL_VALUE_MAX ? v->len : LABEL_VALUE_MAX;
            if (label_len) memcpy(label, v->s, (size_t)label_len);
        }
        if (name) { /* another BASIC file becomes the current one first */
            int stored, named_file = file_named_by(I, a, kw, &e, &stored);
            if (named_file == FILE_OTHER) vm_throw(I, e);
            if (named_file == FILE_STORED) make_current(I, stored);
            /* FETCH alone: the file's first line, the current file's too
               (the ROM: files/run_file_fetch_line) */
            I->fetch_line = 0;
        }
        if (name && a[ARG_LINE + 2] == 2) { /* RUN X,L: from the file's label */
            const StrConst *given =
                a[ARG_LINE + 1] > 0 ? (const StrConst *)(intptr_t)a[ARG_LINE + 1] : NULL;
            int64_t pc = given ? program_find_label(&I->program, given->s, given->len, PROGRAM_MAIN)
                               : program_find_label(&I->program, label, label_len, PROGRAM_MAIN);
            I->request = (Request){REQUEST_RUN, pc, -1};
            return RUN_REQUEST;
        }
        I->request = (Request){REQUEST_RUN, 0, (int)a[ARG_LINE]};
        return RUN_REQUEST;
    case KW_CONT:
        I->request = (Request){REQUEST_CONT, -1, (int)a[ARG_LINE]};
        if (name) I->request.pc = label_named(I, a, PROGRAM_MAIN); /* CONT L1, CONT A$ */
        return RUN_REQUEST;
    default: vm_throw(I, HP71_E_SYNTAX);
    }
}

/* The position of the first line numbered n or more (the end if none). */
static int64_t line_at_or_after(Program *p, int n) {
    program_link(p);
    int i = program_lower_bound(p, n);
    return i < p->count ? p->lines[i].pc : p->end_pc;
}

RunEnd commands_perform(Interp *I) {
    Request q = I->request;
    I->request.kind = REQUEST_NONE;
    Program *p = &I->program;
    switch (q.kind) {
    case REQUEST_RUN:
    case REQUEST_CHAIN: {
        vm_start_run(I, q.kind == REQUEST_CHAIN);
        int64_t pc = q.line < 0 ? q.pc : line_at_or_after(p, q.line ? q.line : PROGRAM_MIN_LINE);
        /* RUN into a subprogram, or RUN ,label of no label: the run that
           RAN it is over, ON ERROR with it (the ROM: ERR:Stmt Not Found,
           ERRL 0) */
        if ((q.line > 0 && !program_in_main(p, pc)) || pc == p->no_line_pc) {
            vm_report(I, HP71_E_LINE_NOT_FOUND, false);
            return RUN_ERROR;
        }
        return vm_run(I, pc, false);
    }
    case REQUEST_CONT: {
        interp_typed_line_freed(I);
        int64_t pc = q.pc;
        if (pc == p->no_line_pc) {
            I->current_line = 0;
            vm_report(I, HP71_E_LINE_NOT_FOUND, false);
            return RUN_ERROR;
        } else if (q.line) {
            /* the line is found where the program is suspended (a SUB's
               CONT 40 is Stmt Not Found) */
            pc = line_at_or_after(p, q.line);
            int env = vm_suspended_env(I);
            if (pc != p->end_pc && !(env >= 0 ? program_line_reachable(p, (int)pc, env)
                                              : program_in_main(p, (int)pc))) {
                I->current_line = 0;
                vm_report(I, HP71_E_LINE_NOT_FOUND, false);
                return RUN_ERROR;
            }
            /* past the last line: nothing, a suspended program stays as it
               is (the ROM: CONT then goes on where it stood) */
            if (pc == p->end_pc) return RUN_STOP;
        }
        if (pc < 0) { /* CONT: the suspended program, else from the start */
            if (!I->suspended) {
                vm_start_run(I, false);
                return vm_run(I, line_at_or_after(p, PROGRAM_MIN_LINE), false);
            }
            program_link(p);
            return vm_run(I, I->cont_pc, true);
        }
        if (I->suspended) { /* CONT n: where the program goes on, its pending operands kept */
            I->cont_pc = pc;
            return vm_run(I, pc, true);
        }
        return vm_run(I, pc, false);
    }
    case REQUEST_CONTINUE: program_link(p); return vm_run(I, q.pc, false);
    case REQUEST_CHAIN_FAILED: /* the ROM's program is gone: no line, no ON ERROR */
        vm_reset_run(I);
        I->current_line = 0;
        vm_report(I, (Hp71Error)q.pc, false);
        return RUN_ERROR;
    default: return RUN_END;
    }
}

/* SAVE "file": writes the program as LIST shows it. (An hp71 extension.) */
static bool save_program(Interp *I, const char *path) {
    size_t cap = 4096, len = 0;
    char *data = malloc(cap);
    char buf[TOKENIZER_MAX_LINE * 2 + 8];
    for (int i = 0; data && i < I->program.count; i++) {
        int n = interp_line_text(I, i, buf, sizeof buf);
        if (len + (size_t)n + 2 > cap) {
            cap = (len + (size_t)n + 2) * 2;
            char *d = realloc(data, cap);
            if (!d) {
                free(data);
                data = NULL;
                break;
            }
            data = d;
        }
        memcpy(data + len, buf, (size_t)n);
        len += (size_t)n;
        data[len++] = '\n';
    }
    if (!data) return interp_keyboard_error(I, HP71_E_INSUFFICIENT_MEMORY);
    const char *why =
        I->host.write_file ? I->host.write_file(I->host.ctx, path, data, len) : "no file access";
    free(data);
    if (why) {
        char msg[1200];
        snprintf(msg, sizeof msg, "cannot write '%s': %s", path, why);
        interp_notice(I, msg);
        return interp_keyboard_error(I, HP71_E_INVALID_ARG);
    }
    return true;
}

/* LOAD "file": replaces the program with the file's lines, all or nothing:
 * when a line cannot be entered (each is reported), the old program stays.
 * (An hp71 extension.) Errors: File Not Found, Invalid Arg (unreadable),
 * and the first bad line's. */
static bool load_program(Interp *I, const char *path) {
    size_t len = 0;
    bool missing = false;
    const char *why = "no file access";
    char *data =
        I->host.read_file ? I->host.read_file(I->host.ctx, path, &len, &missing, &why) : NULL;
    if (!data) {
        char msg[1200];
        snprintf(msg, sizeof msg, "cannot read '%s': %s", path, why);
        interp_notice(I, msg);
        return interp_keyboard_error(I, missing ? HP71_E_FILE_NOT_FOUND : HP71_E_INVALID_ARG);
    }
    Program old = I->program;
    program_init(&I->program);
    interp_program_changed(I);
    int bad = interp_load_text(I, path, data, len);
    free(data);
    if (bad > 0) {
        program_free(&I->program);
        I->program = old;
        char msg[1200];
        snprintf(msg, sizeof msg, "LOAD '%s': %d line%s not entered; the program is unchanged",
                 path, bad, bad == 1 ? "" : "s");
        interp_notice(I, msg);
        return interp_keyboard_error(I, I->load_error);
    }
    program_free(&old);
    return true;
}

int commands_file(Interp *I, const char *text, size_t len) {
    bool load = len >= 4 && strncasecmp(text, "LOAD", 4) == 0;
    if (!load && !(len >= 4 && strncasecmp(text, "SAVE", 4) == 0)) return -1;
    size_t i = 4;
    while (i < len && text[i] == ' ')
        i++;
    /* any other form is the HP-71B's to answer (LOAD alone, LOAD X, an
       unclosed or empty name, more after it: Excess Chars, as the ROM
       reads the variable L and the rest) */
    if (i >= len || (text[i] != '"' && text[i] != '\'')) return -1;
    char quote = text[i++];
    size_t start = i;
    while (i < len && text[i] != quote)
        i++;
    size_t end = i;
    if (i < len) i++;
    while (i < len && text[i] == ' ')
        i++;
    if (i < len || end == len || end == start) return -1;
    char path[1024];
    snprintf(path, sizeof path, "%.*s", (int)(end - start), text + start);
    vm_flush_display(I);
    return load ? load_program(I, path) : save_program(I, path);
}
