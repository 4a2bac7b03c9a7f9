/*
 * datafiles.c — the DATA and TEXT files of the main RAM and their channels
 * (datafiles.h).
 */
#include "datafiles.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The bytes that mark things in a DATA file (their low nibble F: no
 * number's first byte has it). */
enum {
    MARK_STRING = 0xDF, /* a whole string: its length (2 bytes), its characters */
    MARK_FIRST = 0xCF,  /* a string's first part: its whole length, what the record holds */
    MARK_MIDDLE = 0x7F, /* a part the next record goes on from: the length left */
    MARK_LAST = 0x6F,   /* its last part: the length left */
    MARK_RECORD = 0xEF, /* the record ends here: the next item is in the next one */
    MARK_END = 0xFF,    /* the end of the data (and a new file's bytes) */
};

#define NUMBER_BYTES 8
#define HEADER_BYTES 3 /* a string's (or a part's) mark and length */

void files_free(Files *f, bool all) {
    for (int i = 0; i < f->count; i++)
        free(f->file[i].data);
    free(f->file);
    f->file = NULL;
    f->count = f->cap = 0;
    files_close_all(f);
    memset(f->entry, 0, sizeof f->entry); /* (no file left for one) */
    if (all) files_forget_channels(f);
}

int64_t files_ram(const Files *f) {
    int64_t n = f->numbers ? FILES_RAM_TABLE + (int64_t)f->numbers * FILES_RAM_CHANNEL_NUMBER : 0;
    for (int i = 0; i < f->count; i++)
        n += (f->file[i].text ? FILES_RAM_TEXT_FILE : FILES_RAM_FILE) + 2 * f->file[i].len;
    return n + (int64_t)f->opened * FILES_RAM_CHANNEL;
}

int files_find(const Files *f, const char *name) {
    for (int i = 0; i < f->count; i++)
        if (strcmp(f->file[i].name, name) == 0) return i;
    return -1;
}

/* Makes room in file d for len bytes (FF beyond its data). False when the
 * host has no memory. */
static bool reserve(DataFile *d, int64_t len) {
    if (len <= d->cap) return true;
    int64_t cap = d->cap ? d->cap : 64;
    while (cap < len)
        cap *= 2;
    uint8_t *p = realloc(d->data, (size_t)cap);
    if (!p) return false;
    memset(p + d->cap, MARK_END, (size_t)(cap - d->cap));
    d->data = p;
    d->cap = cap;
    return true;
}

/* A count or length rounded half away from zero into *n: false for NaN,
 * Inf, a negative one or one beyond FILES_ARG_MAX (the ROM's five
 * nibbles). */
static bool whole(Num x, int64_t *n) {
    if (!num_is_finite(x)) return false;
    Num r = num_round_int(x);
    if (num_is_negative(r) && !num_is_zero(r)) return false;
    if (num_cmp(r, num_from_int(FILES_ARG_MAX)) > 0) return false;
    *n = r.m;
    for (int32_t e = r.e; e > 0; e--)
        *n *= 10;
    return true;
}

/* Appends a file to the catalog; its index, or -1 (host memory). */
static int add_file(Files *f, const char *name, int64_t len, int64_t record, int64_t day,
                    int64_t minute) {
    if (f->count == f->cap) {
        int cap = f->cap ? 2 * f->cap : 4;
        DataFile *p = realloc(f->file, (size_t)cap * sizeof *p);
        if (!p) return -1;
        f->file = p;
        f->cap = cap;
    }
    DataFile *d = &f->file[f->count];
    memset(d, 0, sizeof *d);
    snprintf(d->name, sizeof d->name, "%s", name);
    d->record = record;
    d->serial = ++f->serial;
    d->made_day = day;
    d->made_minute = minute;
    if (!reserve(d, len)) return -1;
    d->len = len;
    return f->count++;
}

Hp71Error files_arguments(Num records, Num length, bool has_length) {
    int64_t n;
    return !whole(records, &n) || (has_length && !whole(length, &n)) ? HP71_E_INVALID_ARG
                                                                     : HP71_E_NONE;
}

Hp71Error files_create(Files *f, const char *name, bool taken, bool text, Num records, Num length,
                       bool has_length, int64_t free, int64_t day, int64_t minute) {
    int64_t n, len = FILES_RECORD;
    /* (the arguments first: CREATE DATA F,-1 of a file F is Invalid Arg, the ROM) */
    if (files_arguments(records, length, has_length)) return HP71_E_INVALID_ARG;
    (void)whole(records, &n);
    if (has_length) (void)whole(length, &len);
    if (taken || files_find(f, name) >= 0) return HP71_E_FILE_EXISTS;
    if (text) { /* its bytes, up to even; a length is not used (the ROM) */
        n += n & 1;
        if (n * 2 + FILES_RAM_TEXT_FILE + FILES_RAM_CREATE_WORK > free)
            return HP71_E_INSUFFICIENT_MEMORY;
        int i = add_file(f, name, n, 0, day, minute);
        if (i < 0) return HP71_E_INSUFFICIENT_MEMORY;
        f->file[i].text = true;
        return HP71_E_NONE;
    }
    if (len == 0) len = FILES_RECORD; /* (the ROM) */
    if (len > FILES_RECORD_MAX || n * len * 2 + FILES_RAM_FILE + FILES_RAM_CREATE_WORK > free)
        return HP71_E_INSUFFICIENT_MEMORY;
    return add_file(f, name, n * len, len, day, minute) < 0 ? HP71_E_INSUFFICIENT_MEMORY
                                                            : HP71_E_NONE;
}

bool files_restore(Files *f, const char *name, int64_t record, int64_t day, int64_t minute,
                   const char *data, int64_t len) {
    int i = add_file(f, name, len, record, day, minute);
    if (i < 0) return false;
    if (len) memcpy(f->file[i].data, data, (size_t)len);
    return true;
}

Hp71Error files_copy(Files *f, int i, const char *name, int64_t free, int64_t day, int64_t minute) {
    int64_t len = f->file[i].len;
    if ((f->file[i].text ? FILES_RAM_TEXT_FILE : FILES_RAM_FILE) + 2 * len > free)
        return HP71_E_INSUFFICIENT_MEMORY;
    int k = add_file(f, name, len, f->file[i].record, day, minute);
    if (k < 0) return HP71_E_INSUFFICIENT_MEMORY;
    f->file[k].text = f->file[i].text;
    if (len) memcpy(f->file[k].data, f->file[i].data, (size_t)len);
    return HP71_E_NONE;
}

/* A TEXT file's line at byte at of d: its length, or -1 where the data
 * end (FF FF, or no room for a length or for the characters it says). */
static int64_t line_length(const DataFile *d, int64_t at) {
    if (at + 2 > d->len || (d->data[at] == MARK_END && d->data[at + 1] == MARK_END)) return -1;
    int64_t n = (int64_t)d->data[at] << 8 | d->data[at + 1];
    return at + 2 + n > d->len ? -1 : n;
}

int64_t files_line_bytes(int64_t n) {
    return 2 + n + (n & 1);
}

int files_make_text(Files *f, const char *name, int64_t serial, int64_t day, int64_t minute) {
    int i = add_file(f, name, 2, 0, day, minute);
    if (i < 0) return -1;
    f->file[i].text = true;
    f->file[i].serial = serial;
    f->file[i].data[0] = f->file[i].data[1] = MARK_END;
    return i;
}

bool files_add_line(Files *f, int i, const char *s, int64_t len) {
    DataFile *d = &f->file[i];
    int64_t at = d->len - 2, n = files_line_bytes(len);
    if (!reserve(d, at + n + 2)) return false;
    d->data[at] = (uint8_t)(len >> 8 & 0xFF);
    d->data[at + 1] = (uint8_t)(len & 0xFF);
    memcpy(d->data + at + 2, s, (size_t)len);
    if (len & 1) d->data[at + 2 + len] = 0;
    d->data[at + n] = d->data[at + n + 1] = MARK_END;
    d->len = at + n + 2;
    return true;
}

int64_t files_next_line(const Files *f, int i, int64_t *at, const char **s) {
    const DataFile *d = &f->file[i];
    int64_t n = line_length(d, *at);
    if (n < 0) return -1;
    *s = (const char *)d->data + *at + 2;
    *at += files_line_bytes(n);
    return n;
}

void files_rename(Files *f, int i, const char *name) {
    snprintf(f->file[i].name, sizeof f->file[i].name, "%s", name);
}

/* The RAM a channel number newly used takes (the table's). */
static int64_t number_ram(const Files *f, int chan) {
    if (f->used[chan]) return 0;
    return FILES_RAM_CHANNEL_NUMBER + (f->numbers ? 0 : FILES_RAM_TABLE);
}

/* Closes open channel c, its number keeping its entry. */
static void close_channel(Files *f, int c) {
    if (f->open[c]) f->opened--;
    f->open[c] = 0;
}

int files_channel(const Files *f, int chan) {
    if (f->open[chan]) return chan;
    for (int c = 1; f->entry[chan] && c <= FILES_CHANNELS; c++)
        if (f->open[c] && f->entry[c] == f->entry[chan]) return c;
    return 0;
}

/* The lowest entry of the channel table no open channel holds. */
static int16_t free_entry(const Files *f) {
    for (int16_t k = 1;; k++) {
        int c = 1;
        while (c <= FILES_CHANNELS && !(f->open[c] && f->entry[c] == k))
            c++;
        if (c > FILES_CHANNELS) return k;
    }
}

/* ASSIGN's first step: channel chan closed (a number whose kept entry
 * another channel took is that channel: it is closed first, and not File
 * Open on its own file: the ROM); returns the nibbles it held. */
static int64_t assign_close(Files *f, int chan) {
    int self = files_channel(f, chan);
    if (self) close_channel(f, self);
    files_close(f, chan); /* (closed first: the ROM) */
    return self ? FILES_RAM_CHANNEL : 0;
}

/* ASSIGN's channel number goes into the table once the file is found or
 * to be made, even when it is open elsewhere or the channel cannot open
 * (the ROM), when *free has room: *free less what it takes. */
static void assign_number(Files *f, int chan, int64_t *free) {
    int64_t number = number_ram(f, chan);
    if (number && number + FILES_RAM_ASSIGN_WORK <= *free) {
        f->used[chan] = true;
        f->numbers++;
        *free -= number;
    }
}

/* ASSIGN's last step: channel chan opened as open (a file's index + 1, or
 * FILES_OPEN_BASIC) at the first byte, when free holds the channel and its
 * number is in the table; else Insufficient Memory. */
static Hp71Error assign_open(Files *f, int chan, int16_t open, int64_t free) {
    if (FILES_RAM_CHANNEL + FILES_RAM_ASSIGN_WORK > free || !f->used[chan])
        return HP71_E_INSUFFICIENT_MEMORY;
    f->entry[chan] = free_entry(f);
    f->open[chan] = open;
    f->opened++;
    f->split[chan] = false;
    f->protect[chan] = open > 0 && f->file[open - 1].secure;
    f->at[chan] = 0;
    return HP71_E_NONE;
}

Hp71Error files_assign(Files *f, int chan, const char *name, bool make, int64_t free, int64_t day,
                       int64_t minute) {
    int64_t was = assign_close(f, chan);
    int i = files_find(f, name);
    if (i < 0 && !make) return HP71_E_FILE_NOT_FOUND;
    free += was;
    assign_number(f, chan, &free);
    if (i >= 0 && files_open_on(f, i)) return HP71_E_FILE_OPEN; /* (chan is closed) */
    if (i < 0) { /* the file is made first: it stays when the channel cannot open (the ROM) */
        if (FILES_RAM_FILE + FILES_RAM_ASSIGN_WORK > free) return HP71_E_INSUFFICIENT_MEMORY;
        i = add_file(f, name, 0, FILES_RECORD, day, minute);
        if (i < 0) return HP71_E_INSUFFICIENT_MEMORY;
        free -= FILES_RAM_FILE;
    }
    return assign_open(f, chan, (int16_t)(i + 1), free);
}

Hp71Error files_assign_basic(Files *f, int chan, const char *name, int64_t free) {
    free += assign_close(f, chan);
    assign_number(f, chan, &free);
    if (files_basic_open(f, name)) return HP71_E_FILE_OPEN;
    Hp71Error e = assign_open(f, chan, FILES_OPEN_BASIC, free);
    if (!e) snprintf(f->basic_name[chan], sizeof f->basic_name[chan], "%s", name);
    return e;
}

bool files_open_on(const Files *f, int i) {
    for (int c = 1; c <= FILES_CHANNELS; c++)
        if (f->open[c] == i + 1) return true;
    return false;
}

bool files_basic_open(const Files *f, const char *name) {
    for (int c = 1; c <= FILES_CHANNELS; c++)
        if (f->open[c] == FILES_OPEN_BASIC && strcmp(f->basic_name[c], name) == 0) return true;
    return false;
}

void files_basic_changed(Files *f, const char *name, const char *to) {
    for (int c = 1; c <= FILES_CHANNELS; c++)
        if (f->open[c] == FILES_OPEN_BASIC && strcmp(f->basic_name[c], name) == 0) {
            if (to)
                snprintf(f->basic_name[c], sizeof f->basic_name[c], "%s", to);
            else
                files_close(f, c);
        }
}

void files_close(Files *f, int chan) {
    close_channel(f, chan);
    f->entry[chan] = 0;
}

void files_close_all(Files *f) {
    memset(f->open, 0, sizeof f->open);
    f->opened = 0;
    f->chan = 0;
}

void files_forget_channels(Files *f) {
    memset(f->used, 0, sizeof f->used);
    memset(f->entry, 0, sizeof f->entry);
    f->numbers = 0;
}

void files_remove(Files *f, int i) {
    free(f->file[i].data);
    memmove(&f->file[i], &f->file[i + 1], (size_t)(f->count - i - 1) * sizeof *f->file);
    f->count--;
    for (int c = 1; c <= FILES_CHANNELS; c++) {
        if (f->open[c] == i + 1)
            files_close(f, c);
        else if (f->open[c] > i + 1)
            f->open[c]--;
    }
    f->chan = 0;
}

bool files_purge(Files *f, const char *name) {
    int i = files_find(f, name);
    if (i < 0) return false;
    files_remove(f, i);
    return true;
}

void files_take_lines(Files *f, int into, int from) {
    DataFile *a = &f->file[into], *b = &f->file[from];
    uint8_t *data = a->data;
    int64_t len = a->len, cap = a->cap;
    a->data = b->data, a->len = b->len, a->cap = b->cap;
    b->data = data, b->len = len, b->cap = cap;
    files_remove(f, from);
}

int files_entry(const Files *f, int i, int y, int m, int day, char *buf, size_t size) {
    const DataFile *d = &f->file[i];
    return snprintf(buf, size, "%-8s %c %s  %5lld %02d/%02d/%02d %02d:%02d ", d->name,
                    d->secure ? 'S' : ' ', d->text ? "TEXT" : "DATA", (long long)d->len, m, day,
                    y % 100, (int)(d->made_minute / 60), (int)(d->made_minute % 60));
}

/* The file of the statement running. */
static DataFile *current(Files *f) {
    return &f->file[f->open[f->chan] - 1];
}

/* The records file d has (a last one part full counts). */
static int64_t records(const DataFile *d) {
    return d->record ? (d->len + d->record - 1) / d->record : 0;
}

/* File Protect for a PRINT # on channel chan opened on a secured file
 * (after its record's checks, before its items: the ROM), else none. */
static Hp71Error protected(Files *f, int chan, FilesStatement s) {
    if (s != FILES_PRINT || !f->protect[chan]) return HP71_E_NONE;
    f->chan = 0;
    return HP71_E_FILE_PROTECT;
}

/* RESTORE # and READ # with a record r on TEXT file d: the channel goes to
 * line r (the first is 0), or past the last line when there are fewer (no
 * error: a READ there finds the end of the data, the ROM); PRINT # with
 * one is Invalid File Type. */
static Hp71Error text_begin(Files *f, const DataFile *d, int64_t r, FilesStatement s) {
    if (s == FILES_PRINT) return HP71_E_INVALID_FILE_TYPE;
    int64_t at = 0, n;
    for (int64_t k = 0; k < r && (n = line_length(d, at)) >= 0; k++)
        at += files_line_bytes(n);
    f->at[f->chan] = at;
    return HP71_E_NONE;
}

Hp71Error files_begin(Files *f, int chan, bool has_record, Num record, FilesStatement s,
                      int targets) {
    if (!f->open[chan]) return HP71_E_CHANNEL_NOT_FOUND;
    if (f->open[chan] == FILES_OPEN_BASIC) { /* (a record's Invalid Arg first: the ROM) */
        int64_t r;
        return has_record && !whole(record, &r) ? HP71_E_INVALID_ARG : HP71_E_INVALID_FILE_TYPE;
    }
    f->chan = chan;
    f->printing = s == FILES_PRINT;
    f->items = 0;
    f->pending = 0;
    f->split_written = false;
    if (has_record || s == FILES_RESTORE) f->split[chan] = false;
    f->left = targets;
    f->random = false;
    DataFile *d = current(f);
    if (!has_record) {
        if (s == FILES_RESTORE) f->at[chan] = 0;
        return protected(f, chan, s);
    }
    int64_t r;
    if (!whole(record, &r)) {
        f->chan = 0;
        return HP71_E_INVALID_ARG;
    }
    if (d->text) {
        Hp71Error e = text_begin(f, d, r, s);
        if (e) f->chan = 0;
        return e;
    }
    /* (a file with no data takes its first record: the ROM) */
    if (r >= records(d) && !(d->len == 0 && r == 0)) {
        f->chan = 0;
        return HP71_E_END_OF_FILE;
    }
    f->at[chan] = r * d->record;
    if (s != FILES_RESTORE) {
        f->random = true;
        f->record_end = f->at[chan] + d->record;
    }
    return protected(f, chan, s);
}

/* The byte after the record that byte at is in. */
static int64_t record_end(const DataFile *d, int64_t at) {
    return (at / d->record + 1) * d->record;
}

/* Writes n bytes at byte at of file d, growing it; free is the RAM's free
 * nibbles. */
static Hp71Error put(DataFile *d, int64_t at, const uint8_t *b, int64_t n, int64_t free) {
    if (d->dry) { /* (print_item's trial: where the writing ends) */
        if (at + n > d->dry_end) d->dry_end = at + n;
        return HP71_E_NONE;
    }
    if (at + n > d->len) {
        if (2 * (at + n - d->len) > free) return HP71_E_INSUFFICIENT_MEMORY;
        if (!reserve(d, at + n)) return HP71_E_INSUFFICIENT_MEMORY;
        d->len = at + n;
    }
    memcpy(d->data + at, b, (size_t)n);
    return HP71_E_NONE;
}

static Hp71Error put_mark(DataFile *d, int64_t at, uint8_t mark, int64_t free) {
    return put(d, at, &mark, 1, free);
}

/* PRINT # goes on at the next record, an EF ending this one; not after a
 * string a PRINT before ended in parts (the ROM leaves its end mark). */
static Hp71Error next_record(Files *f, int64_t free) {
    DataFile *d = current(f);
    int64_t at = f->at[f->chan];
    if (!f->split[f->chan]) {
        Hp71Error e = put_mark(d, at, MARK_RECORD, free);
        if (e) return e;
    }
    f->at[f->chan] = record_end(d, at);
    return HP71_E_NONE;
}

/* Where an item of need bytes goes: at the channel's place when its record
 * has room, else (serially) at the next record, an EF ending this one;
 * (random) Record Ovfl, nothing written. */
static Hp71Error place(Files *f, int64_t need, int64_t free) {
    DataFile *d = current(f);
    int64_t at = f->at[f->chan];
    if (f->random) return at + need <= f->record_end ? HP71_E_NONE : HP71_E_RECORD_OVFL;
    if (d->record < need) return HP71_E_RECORD_OVFL; /* (no record holds it) */
    int64_t end = record_end(d, at);
    if (at + need <= end) return HP71_E_NONE;
    return next_record(f, free);
}

/* The ROM's coding of a number: 16 nibbles, the lower of each byte first:
 * the exponent's units, its tens, the sign (0 or 9), its hundreds (the
 * exponent in ten's complement below 0; F for Inf and NaN), then the 12
 * digits from the last to the first. Inf has 9s, NaN a 2 first (1 for a
 * quiet one: not measured). */
static void code_number(Num x, uint8_t b[NUMBER_BYTES]) {
    int n[16] = {0};
    bool negative = num_is_negative(x);
    n[2] = negative ? 9 : 0;
    if (num_is_inf(x)) {
        n[3] = 0xF;
        for (int i = 4; i < 16; i++)
            n[i] = 9;
    } else if (num_is_nan(x)) {
        n[3] = 0xF;
        n[0] = num_is_snan(x) ? 2 : 1;
        n[2] = (x.k & NUM_NEGATIVE_NAN) ? 9 : 0;
    } else if (!num_is_zero(x)) {
        char digits[13];
        int e;
        num_digits(x, digits, &e, &negative);
        int shift = e < NUM_EMIN ? NUM_EMIN - e : 0; /* a denormal's leading zeros */
        if (shift) e = NUM_EMIN;
        int ten = e < 0 ? 1000 + e : e;
        n[0] = ten % 10;
        n[1] = ten / 10 % 10;
        n[3] = ten / 100;
        for (int i = 0; digits[i] && i + shift < 12; i++)
            n[15 - shift - i] = digits[i] - '0';
    }
    for (int i = 0; i < NUMBER_BYTES; i++)
        b[i] = (uint8_t)(n[2 * i] | n[2 * i + 1] << 4);
}

/* The number bytes b code, into *x; false when they code none. */
static bool number_coded(const uint8_t b[NUMBER_BYTES], Num *x) {
    int n[16];
    for (int i = 0; i < NUMBER_BYTES; i++) {
        n[2 * i] = b[i] & 0xF;
        n[2 * i + 1] = b[i] >> 4;
    }
    if (n[2] != 0 && n[2] != 9) return false;
    bool negative = n[2] == 9;
    if (n[3] == 0xF) {
        if (n[4] == 9) {
            *x = num_inf(negative ? -1 : 1);
        } else {
            *x = n[0] == 2 ? num_signaling_nan() : num_nan();
            if (negative) x->k |= NUM_NEGATIVE_NAN;
        }
        return true;
    }
    if (n[0] > 9 || n[1] > 9 || n[3] > 9) return false;
    int64_t m = 0;
    for (int i = 15; i >= 4; i--) {
        if (n[i] > 9) return false;
        m = m * 10 + n[i];
    }
    int ten = n[3] * 100 + n[1] * 10 + n[0];
    int e = ten >= 500 ? ten - 1000 : ten;
    if (m == 0) {
        *x = num_zero(negative);
        return true;
    }
    if (num_make(negative ? -m : m, e - 11, x) > HP71_E_INEXACT && !num_is_finite(*x)) return false;
    return true;
}

/* An item was written: with a record given, an EF after it while the
 * record has room (the ROM: what a later item cannot fit leaves it). */
static Hp71Error written(Files *f, int64_t free) {
    f->items++;
    f->split[f->chan] = f->split_written = false;
    int64_t at = f->at[f->chan];
    return f->random && at < f->record_end ? put_mark(current(f), at, MARK_RECORD, free)
                                           : HP71_E_NONE;
}

static Hp71Error print_num(Files *f, Num x, int64_t free) {
    Hp71Error e = place(f, NUMBER_BYTES, free);
    if (e) return e;
    uint8_t b[NUMBER_BYTES];
    code_number(x, b);
    e = put(current(f), f->at[f->chan], b, NUMBER_BYTES, free);
    if (e) return e;
    f->at[f->chan] += NUMBER_BYTES;
    return written(f, free);
}

/* A mark and a 2-byte length at the channel's place. */
static Hp71Error put_header(Files *f, uint8_t mark, int64_t len, int64_t free) {
    uint8_t h[HEADER_BYTES] = {mark, (uint8_t)(len & 0xFF), (uint8_t)(len >> 8 & 0xFF)};
    Hp71Error e = put(current(f), f->at[f->chan], h, HEADER_BYTES, free);
    if (!e) f->at[f->chan] += HEADER_BYTES;
    return e;
}

static Hp71Error put_chars(Files *f, const char *s, int64_t n, int64_t free) {
    Hp71Error e = put(current(f), f->at[f->chan], (const uint8_t *)s, n, free);
    if (!e) f->at[f->chan] += n;
    return e;
}

/* A whole string (DF) at the channel's place. */
static Hp71Error put_string(Files *f, const char *s, int64_t len, int64_t free) {
    Hp71Error e = put_header(f, MARK_STRING, len, free);
    if (!e) e = put_chars(f, s, len, free);
    return e ? e : written(f, free);
}

/* A TEXT file's line of len characters at s, at the channel's place. */
static Hp71Error print_line(Files *f, const char *s, int64_t len, int64_t free) {
    uint8_t h[3] = {(uint8_t)(len >> 8 & 0xFF), (uint8_t)(len & 0xFF), 0};
    Hp71Error e = put(current(f), f->at[f->chan], h, 2, free);
    if (!e) f->at[f->chan] += 2;
    if (!e) e = put_chars(f, s, len, free);
    if (!e && (len & 1)) e = put_chars(f, (const char *)&h[2], 1, free);
    if (!e) f->items++;
    return e;
}

static Hp71Error print_str(Files *f, const char *s, int64_t len, int64_t free) {
    DataFile *d = current(f);
    int64_t at = f->at[f->chan];
    Hp71Error e;
    if (d->text) return print_line(f, s, len, free);
    if (f->random || (d->record && at + HEADER_BYTES + len <= record_end(d, at))) {
        e = place(f, HEADER_BYTES + len, free);
        return e ? e : put_string(f, s, len, free);
    }
    /* serially, in parts: the first where the record has room for a header */
    if (d->record <= HEADER_BYTES) return HP71_E_RECORD_OVFL;
    if (at + HEADER_BYTES > record_end(d, at)) {
        e = next_record(f, free);
        if (e) return e;
        f->split[f->chan] = false;
        if (HEADER_BYTES + len <= d->record)
            return put_string(f, s, len, free); /* (whole in the next) */
    }
    at = f->at[f->chan];
    int64_t n = record_end(d, at) - at - HEADER_BYTES;
    e = put_header(f, MARK_FIRST, len, free);
    if (!e) e = put_chars(f, s, n, free);
    for (int64_t done = n; !e && done < len; done += n) {
        int64_t rest = len - done;
        bool last = rest + HEADER_BYTES <= d->record;
        n = last ? rest : d->record - HEADER_BYTES;
        e = put_header(f, last ? MARK_LAST : MARK_MIDDLE, rest, free);
        if (!e) e = put_chars(f, s + done, n, free);
    }
    if (!e) e = written(f, free);
    f->split_written = true;
    return e;
}

/* A PRINT # item (a string of len bytes at s when is_str, else x): tried
 * first without writing, so that an item the RAM cannot take leaves the
 * file as it was (the ROM). */
static Hp71Error print_item(Files *f, bool is_str, Num x, const char *s, int64_t len,
                            int64_t free) {
    DataFile *d = current(f);
    int64_t at = f->at[f->chan];
    bool split = f->split[f->chan], split_written = f->split_written;
    int items = f->items;
    d->dry = true;
    d->dry_end = 0;
    Hp71Error e = is_str ? print_str(f, s, len, free) : print_num(f, x, free);
    d->dry = false;
    f->at[f->chan] = at;
    f->split[f->chan] = split;
    f->split_written = split_written;
    f->items = items;
    if (e) return e;
    if (d->dry_end > d->len && 2 * (d->dry_end - d->len) > free) {
        /* (serially, the end mark where the item would go: the ROM,
           memory/data_file_room_print_refused) */
        if (!f->random) (void)put_mark(d, at, MARK_END, free + f->pending);
        return HP71_E_INSUFFICIENT_MEMORY;
    }
    return is_str ? print_str(f, s, len, free) : print_num(f, x, free);
}

Hp71Error files_print_num(Files *f, Num x, int64_t free) {
    return print_item(f, false, x, NULL, 0, free);
}

Hp71Error files_print_str(Files *f, const char *s, int64_t len, int64_t free) {
    return print_item(f, true, num_from_int(0), s, len, free);
}

Hp71Error files_print_end(Files *f, int64_t free) {
    DataFile *d = current(f);
    int64_t at = f->at[f->chan];
    if (d->text) { /* FF FF after the last line, where the next one goes */
        static const uint8_t end[2] = {MARK_END, MARK_END};
        return put(d, at, end, 2, free);
    }
    /* (a string in parts last: the next PRINT or READ passes over the end
       of its record, the ROM) */
    f->split[f->chan] = f->split_written && !f->random;
    if (!f->random) return put_mark(d, at, MARK_END, free);
    /* (a record and no items, PRINT #1,5: the record's end there; the ROM,
       read with PEEK$: files/data_random_read_to_the_last_byte) */
    if (f->items == 0 && at < f->record_end) return put_mark(d, at, MARK_RECORD, free);
    return at == f->record_end && at == d->len ? put_mark(d, at, MARK_END, free) : HP71_E_NONE;
}

/* Goes to the next item for READ # (serially past the EF marks): its
 * first byte's place in *at. Errors: End of File, Record Ovfl (random,
 * the record ended). */
static Hp71Error next_item(Files *f, int64_t *at) {
    DataFile *d = current(f);
    int64_t p = f->at[f->chan];
    for (;;) {
        if (p >= d->len) return HP71_E_END_OF_FILE;
        bool record_start = d->record > 0 && p % d->record == 0;
        /* (with a record given, either mark ends it; a record's end mark
           after items, as the file's last byte, is its end: the ROM,
           files/data_random_read_to_the_last_byte; at the record's start it
           is Record Ovfl there too) */
        if (f->random && d->data[p] == MARK_RECORD)
            return p + 1 < d->len || record_start ? HP71_E_RECORD_OVFL : HP71_E_END_OF_FILE;
        /* (an end mark, a serial PRINT's or CREATE's fill, is the data's
           end: the ROM) */
        if (f->random && d->data[p] == MARK_END) return HP71_E_END_OF_FILE;
        /* (serially, a record's end mark at the record's start, PRINT #n,r
           of no items, ends the data: the ROM, files/data_random_then_serial) */
        if (!f->random && d->data[p] == MARK_RECORD && record_start) return HP71_E_END_OF_FILE;
        /* (the end mark right after a string written in parts is passed
           over as the record's end: the ROM) */
        if (d->data[p] == MARK_END && !f->split[f->chan]) return HP71_E_END_OF_FILE;
        if (d->data[p] != MARK_RECORD && d->data[p] != MARK_END) break;
        p = record_end(d, p);
    }
    f->at[f->chan] = p;
    *at = p;
    return HP71_E_NONE;
}

/* An item read (a string when is_str) ends at byte end: the channel goes
 * on after it; with a record given, one that fills it while targets are
 * left is refused, the channel after it all the same (the ROM: Record Ovfl
 * after a number, Data Type after a string, whatever the next record
 * holds; the target keeps its value: files/data_record_filled_*). */
static Hp71Error item_read(Files *f, int64_t end, bool is_str) {
    f->at[f->chan] = end;
    if (f->random && end == f->record_end && f->left > 1)
        return is_str ? HP71_E_DATA_TYPE : HP71_E_RECORD_OVFL;
    f->left--;
    return HP71_E_NONE;
}

Hp71Error files_read_num(Files *f, Num *x) {
    int64_t at;
    Hp71Error e = next_item(f, &at);
    if (e) return e;
    DataFile *d = current(f);
    if ((d->data[at] & 0xF) == 0xF) return HP71_E_DATA_TYPE;
    if (f->random && at + NUMBER_BYTES > f->record_end) return HP71_E_RECORD_OVFL;
    if (at + NUMBER_BYTES > d->len) return HP71_E_END_OF_FILE;
    if (!number_coded(d->data + at, x)) return HP71_E_DATA_TYPE;
    e = item_read(f, at + NUMBER_BYTES, false);
    if (!e) f->split[f->chan] = false;
    return e;
}

/* A header's length (its two bytes after the mark at at). */
static int64_t header_length(const DataFile *d, int64_t at) {
    return d->data[at + 1] | (int64_t)d->data[at + 2] << 8;
}

/* READ #'s next line of a TEXT file, as files_read_str. */
static Hp71Error read_line(Files *f, char **s, int64_t *len) {
    int64_t at = f->at[f->chan];
    const char *line;
    int64_t n = files_next_line(f, f->open[f->chan] - 1, &at, &line);
    if (n < 0) return HP71_E_END_OF_FILE;
    char *out = malloc((size_t)n + 1);
    if (!out) return HP71_E_INSUFFICIENT_MEMORY;
    memcpy(out, line, (size_t)n);
    int64_t end = current(f)->len;
    f->at[f->chan] = at < end ? at : end;
    f->left--;
    *s = out;
    *len = n;
    return HP71_E_NONE;
}

Hp71Error files_read_str(Files *f, char **s, int64_t *len) {
    int64_t at;
    *s = NULL;
    if (current(f)->text) return read_line(f, s, len);
    Hp71Error e = next_item(f, &at);
    if (e) return e;
    DataFile *d = current(f);
    uint8_t mark = d->data[at];
    /* (a part met alone, serially, is read from there: the ROM) */
    bool part = mark == MARK_FIRST || mark == MARK_MIDDLE || mark == MARK_LAST;
    if ((mark != MARK_STRING && !part) || (f->random && part)) return HP71_E_DATA_TYPE;
    if (at + HEADER_BYTES > d->len) return HP71_E_END_OF_FILE;
    int64_t n = header_length(d, at);
    char *out = malloc((size_t)n + 1);
    if (!out) return HP71_E_INSUFFICIENT_MEMORY;
    int64_t done = 0, p = at + HEADER_BYTES;
    /* each part's characters run to the end of its record (a whole
       string's to its length) */
    int64_t end = mark == MARK_STRING ? p + n : record_end(d, at);
    for (;;) {
        int64_t k = end - p < n - done ? end - p : n - done;
        if (f->random && p + k > f->record_end) {
            e = HP71_E_RECORD_OVFL;
            break;
        }
        if (p + k > d->len) {
            e = HP71_E_END_OF_FILE;
            break;
        }
        memcpy(out + done, d->data + p, (size_t)k);
        done += k;
        p += k;
        if (done == n || mark == MARK_LAST) break;
        if (end + HEADER_BYTES > d->len) {
            e = HP71_E_END_OF_FILE;
            break;
        }
        mark = d->data[end];
        if (mark != MARK_MIDDLE && mark != MARK_LAST) {
            e = HP71_E_DATA_TYPE;
            break;
        }
        p = end + HEADER_BYTES;
        end = record_end(d, end);
    }
    if (!e) e = item_read(f, p, true);
    if (e) {
        free(out);
        return e;
    }
    f->split[f->chan] = part;
    *s = out;
    *len = done;
    return HP71_E_NONE;
}
