/*
 * datafiles.h — the DATA and TEXT files of the main RAM and the channels
 * open on them.
 *
 * This module owns the files CREATE DATA, CREATE TEXT and ASSIGN # make
 * (the workfile and the keys file are program.h's and keymap.h's), the 255
 * channels ASSIGN # opens on them, and what PRINT #, READ # and RESTORE #
 * do there.
 * A DATA file is bytes laid out as the ROM lays them (2CDCC, learnt from
 * PEEK$ of the file and from what the statements answer, never from its
 * code): a number takes 8 bytes, a string 3 and one a character (a header
 * byte DF and its length); a string that a record cannot hold is cut into
 * parts (CF with the whole length, then 7F or, for the last, 6F with the
 * length left); EF ends a record early (what does not fit starts the next
 * one), FF marks the end of the data, and the bytes of a new file are FF.
 * Without a record number the statements go serially through the file,
 * which grows a byte at a time as PRINT # writes past its end; with one
 * (PRINT #1,3;...) they keep to that record (Record Ovfl). The RAM each
 * takes is counted at the ROM's sizes (files_ram). The values themselves
 * are coded as the ROM codes them (files.c), so that reading a place that
 * holds something else answers as the ROM does where that was measured.
 *
 * A TEXT file (LIF type 1, learnt from PEEK$ and CAT on the ROM) is lines:
 * each a record of its length in 2 bytes, high byte first, its characters
 * and a byte 0 after an odd count; FF FF ends the data; a new file is
 * empty, or of CREATE's byte count rounded up to even, FF. PRINT # writes
 * each item as a line (a number as STR$ shows it: the VM converts it),
 * READ # reads a line into each target (a number as an INPUT reply's
 * expression: the VM evaluates it), RESTORE # and READ # with a number go
 * to that line (the first is 0); PRINT # with one is Invalid File Type.
 */
#ifndef HP71_DATAFILES_H
#define HP71_DATAFILES_H

#include <stdbool.h>
#include <stdint.h>

#include "errors.h"
#include "number.h"

#define FILES_CHANNELS   255 /* #1 to #255 */
#define FILES_RECORD     256 /* CREATE DATA's record length when none is given */
#define FILES_NAME       9   /* a file name's bytes, with its NUL */
#define FILES_RECORD_MAX 65535
#define FILES_ARG_MAX    1048575 /* a record count, length or number: five nibbles (the ROM) */

/* Nibbles of the HP-71B's RAM (ROM 2CDCC, measured with MEM in a program,
 * at both parities): a DATA file 45 (its header, record count and record
 * length) and 2 a byte of data; an open channel 63; the table of channels
 * 12 once one was opened, and 5 more for each channel number ever
 * assigned (neither given back). */
#define FILES_RAM_FILE           45
#define FILES_RAM_TEXT_FILE      37 /* a TEXT file's (measured so: memory/text_file_ram) */
#define FILES_RAM_CHANNEL        63
#define FILES_RAM_TABLE          12
#define FILES_RAM_CHANNEL_NUMBER 5
/* What CREATE DATA and ASSIGN # want free beside what they take (ROM
 * 2CDCC, at the RAM's edge in a program: memory/data_file_room_*). */
#define FILES_RAM_CREATE_WORK 32
#define FILES_RAM_ASSIGN_WORK 16

/* What a CREATE statement names, OP_CREATE_DATA's second operand (bits):
 * the arguments given, the device and the type (compiler.c emits it, vm.c
 * runs it). */
enum {
    FILES_CREATE_LENGTH = 1,  /* a record length popped first */
    FILES_CREATE_RECORDS = 2, /* a record count (else none: 0 records) */
    FILES_CREATE_PORTS = 4,   /* on PORT without a number: Device Not Found */
    FILES_CREATE_PORT = 8,    /* on PORT(p), p popped after the records */
    FILES_CREATE_CARD = 16,   /* on a card: Invalid File Type */
    FILES_CREATE_OTHER = 32,  /* SDATA or TEXT: no DATA file */
    FILES_CREATE_TEXT = 64    /* TEXT (LIF1), with FILES_CREATE_OTHER (SDATA: not emulated) */
};

typedef struct DataFile {
    char name[FILES_NAME]; /* upper case */
    uint8_t *data;         /* len bytes (cap allocated) */
    int64_t len, cap;
    int64_t record;  /* bytes a record (0 to 65535) */
    int64_t serial;  /* its place among the files made (vm_catalog_next) */
    bool dry;        /* a PRINT # item is tried: nothing is written (datafiles.c) */
    int64_t dry_end; /* the byte after the last the trial would write */
    /* when it was made (CAT shows it): days since 1970-01-01, minutes */
    int64_t made_day, made_minute;
    bool secure; /* SECURE made it unchangeable: PURGE is File Protect (CAT's S) */
    bool text;   /* a TEXT file (lines), else a DATA file */
} DataFile;

/* What a channel statement does (files_begin). */
typedef enum FilesStatement { FILES_PRINT, FILES_READ, FILES_RESTORE } FilesStatement;

/* open[n] of a channel ASSIGN # opened on a BASIC file (Files.basic_name
 * names it): PRINT #, READ # and RESTORE # on it are Invalid File Type. */
#define FILES_OPEN_BASIC (-1)

typedef struct Files {
    DataFile *file; /* in the order the catalog shows them (made last, last) */
    int count, cap;
    int16_t open[FILES_CHANNELS + 1];                /* channel n's file index + 1; 0: closed */
    char basic_name[FILES_CHANNELS + 1][FILES_NAME]; /* (open FILES_OPEN_BASIC) its file */
    int opened; /* open's nonzero entries (files_ram's count): open is written only by
                   files_assign, files_close, files_close_all and files_purge */
    int64_t at[FILES_CHANNELS + 1]; /* the byte its next item is read or written at */
    bool used[FILES_CHANNELS + 1];  /* numbers ever assigned */
    /* the channel table's entry (1 up, 0 none) each number has: an ASSIGN
       takes the lowest entry no open channel holds; END and STOP close the
       channels but the numbers keep their entries, so a number whose entry
       a later ASSIGN takes reads and writes that channel (files_channel) */
    int16_t entry[FILES_CHANNELS + 1];
    /* the last item read, or the last a PRINT wrote, was a string in parts
       (the ROM then passes over the end mark after it: datafiles.c) */
    bool split[FILES_CHANNELS + 1];
    /* opened on a secured file: PRINT # is File Protect while it stays open, an
       UNSECURE after it too (the ROM: files/secure_channel_opened_on_it) */
    bool protect[FILES_CHANNELS + 1];
    int numbers;         /* how many */
    int64_t serial;      /* files made (the keys file counts too) */
    int64_t keys_serial; /* the keys file's place among them */
    /* the statement running (files_begin to files_end) */
    int chan;           /* its channel, 0 when none */
    bool printing;      /* PRINT # */
    int items;          /* PRINT #: items written */
    bool split_written; /* PRINT #: the last item written was cut into parts */
    int64_t pending;    /* PRINT #: nibbles of RAM its last item's value takes (the VM's) */
    bool random;        /* a record was given: its items keep to it */
    int64_t record_end; /* (random) the byte after the record */
    int left;           /* READ: targets not yet read (files_read's) */
} Files;

/* Takes a zeroed Files; frees every file (Memory Lost, PURGE ALL) and
 * closes every channel. The channel table's RAM stays but on a Memory
 * Lost (all true). */
void files_free(Files *f, bool all);

/* The nibbles of the HP-71B's RAM the files and channels take. */
int64_t files_ram(const Files *f);

/* The index of the file named name (upper case, NUL-terminated), or -1. */
int files_find(const Files *f, const char *name);

/* CREATE's records and length (rounded half away from zero; length
 * FILES_RECORD when has_length is false) checked, for any file type and
 * device, before the file is looked for. Returns HP71_E_INVALID_ARG for a
 * negative count, NaN, Inf, a count or length beyond FILES_ARG_MAX, else
 * HP71_E_NONE. */
Hp71Error files_arguments(Num records, Num length, bool has_length);

/* CREATE DATA name, records, length (rounded half away from zero; length
 * FILES_RECORD when has_length is false): a file of records × length bytes
 * of FF, made at day, minute; taken says a file of that name that is no
 * DATA file (a BASIC file, the workfile's name) is there. free is the
 * RAM's free nibbles. With text, CREATE TEXT name, bytes: records is the
 * file's bytes (rounded up to even) and a length is checked, not used (the
 * ROM). Errors, in the ROM's order: Invalid Arg (a negative count, NaN,
 * Inf, a count or length beyond FILES_ARG_MAX), File Exists, Insufficient
 * Memory (also a DATA file's length beyond FILES_RECORD_MAX). */
Hp71Error files_create(Files *f, const char *name, bool taken, bool text, Num records, Num length,
                       bool has_length, int64_t free, int64_t day, int64_t minute);

/* Continuous memory: a DATA file named name (upper case, new) of len
 * bytes from data (NULL for none), records of record bytes (0: a TEXT
 * file, whose text the caller sets), made at day, minute, as the workspace
 * image kept it. False when the host has no memory. */
bool files_restore(Files *f, const char *name, int64_t record, int64_t day, int64_t minute,
                   const char *data, int64_t len);

/* COPY of DATA file i to a new file named name (upper case, new), made at
 * day, minute: its bytes and records, serially read as i's. free is the
 * RAM's free nibbles. Error: Insufficient Memory (the RAM cannot hold it). */
Hp71Error files_copy(Files *f, int i, const char *name, int64_t free, int64_t day, int64_t minute);

/* TRANSFORM: a new TEXT file named name (upper case, new), made at day,
 * minute, at place serial in the catalog, holding no line (FF FF);
 * files_add_line adds them. Its index, or -1 when the host has no memory. */
int files_make_text(Files *f, const char *name, int64_t serial, int64_t day, int64_t minute);

/* Adds a line of len characters at s after the last of TEXT file i (the
 * end mark after it). False when the host has no memory. */
bool files_add_line(Files *f, int i, const char *s, int64_t len);

/* Removes file i (PURGE's work), closing its channels. */
void files_remove(Files *f, int i);

/* TRANSFORM that failed part way: TEXT file into takes the lines of TEXT
 * file from (made by files_make_text to hold them, after into), which is
 * removed; into keeps its name, place, date and channels. */
void files_take_lines(Files *f, int into, int from);

/* The bytes a TEXT file's line of n characters takes: its length's 2,
 * them, a byte 0 after an odd count. */
int64_t files_line_bytes(int64_t n);

/* TEXT file i's line at byte *at: its characters into *s, its length
 * returned, *at moved past it; -1 at the end of the data. */
int64_t files_next_line(const Files *f, int i, int64_t *at, const char **s);

/* RENAME of DATA file i to name (upper case, no file's); its channels stay
 * open on it. */
void files_rename(Files *f, int i, const char *name);

/* ASSIGN #chan TO name: opens channel chan (1 to 255) on the DATA file
 * name, at its first byte, closing what it had open first (also when it
 * fails); when there is no such
 * file and make is true, makes it empty first (records of FILES_RECORD
 * bytes). Errors: File Not Found (none and make false), File Open (open on
 * another channel), Insufficient Memory (free nibbles too few). */
Hp71Error files_assign(Files *f, int chan, const char *name, bool make, int64_t free, int64_t day,
                       int64_t minute);

/* ASSIGN #chan TO name of the BASIC file name (the ROM opens the channel,
 * which then answers Invalid File Type: files_begin), as files_assign:
 * File Open (open on another channel), Insufficient Memory. */
Hp71Error files_assign_basic(Files *f, int chan, const char *name, int64_t free);

/* Whether a channel is open on DATA or TEXT file i (File Open). */
bool files_open_on(const Files *f, int i);

/* Whether a channel is open on the BASIC file name (TRANSFORM: File Open). */
bool files_basic_open(const Files *f, const char *name);

/* The BASIC file name is purged (its channels close) or renamed to to
 * (NULL: purged). */
void files_basic_changed(Files *f, const char *name, const char *to);

/* ASSIGN #chan TO *: closes channel chan (nothing when it is closed); its
 * number leaves its entry. */
void files_close(Files *f, int chan);

/* Closes every channel (END, STOP, RUN); the numbers keep their entries in
 * the channel table (the ROM: after ASSIGN #1 TO A, END and ASSIGN #3 TO B,
 * READ #1 reads B where READ #3 does, files/data_channel_entries_after_end). */
void files_close_all(Files *f);

/* The open channel whose file and place channel chan (1 to 255) uses: chan
 * when it is open, else the one open on the entry chan's number kept
 * (files_close_all); 0 for none (Chnl# Not Found). */
int files_channel(const Files *f, int chan);

/* Forgets the channel numbers used and their entries, so that the table
 * takes no RAM (RUN; every channel closed first). */
void files_forget_channels(Files *f);

/* PURGE name: removes the file, closing the channels open on it; false
 * when there is none. */
bool files_purge(Files *f, const char *name);

/* File index i's catalog entry (CAT name, CAT$) into buf, with the blank
 * the ROM ends it with, its date (made_day's) given as year, month, day;
 * its length. */
int files_entry(const Files *f, int i, int y, int m, int day, char *buf, size_t size);

/* Starts a PRINT #, READ # or RESTORE # on channel chan (1 to 255) at
 * record (when has_record; rounded) or where the channel is (RESTORE: at
 * the file's first byte). targets is READ's number of targets. Errors:
 * Chnl# Not Found, Invalid Arg (a negative or non-finite record), End of
 * File (a record the file does not have; a TEXT file's record is a line,
 * any one: past the last the channel is at the end), Invalid File Type
 * (PRINT # with a record on a TEXT file), then File Protect (a PRINT # on a channel opened
 * on a secured file). */
Hp71Error files_begin(Files *f, int chan, bool has_record, Num record, FilesStatement s,
                      int targets);

/* PRINT #'s items: a number, a string of len bytes (on a TEXT file a line:
 * files_print_num is not for one). free is the RAM's free nibbles (the file
 * grows as it is written past its end). Errors: Record Ovfl (an item beyond
 * its record: an EF is written where it would go), Insufficient Memory. */
Hp71Error files_print_num(Files *f, Num x, int64_t free);
Hp71Error files_print_str(Files *f, const char *s, int64_t len, int64_t free);
/* The end of PRINT #'s items: FF at the end of the data (serially), or EF
 * at the end of the record's (a record given), as the ROM marks them. */
Hp71Error files_print_end(Files *f, int64_t free);

/* READ #'s next item, a number into *x, or a string: *s (malloc'd; the
 * caller frees it) of *len bytes (on a TEXT file its next line, for a
 * string or a number alike: files_read_num is not for one). Errors: End of
 * File, Data Type (an item of the other kind), Record Ovfl (beyond the
 * record given), Insufficient Memory (host memory for the string). */
Hp71Error files_read_num(Files *f, Num *x);
Hp71Error files_read_str(Files *f, char **s, int64_t *len);

/* Whether the file of the statement running (files_begin's) is a TEXT
 * file. */
static inline bool files_text(const Files *f) {
    return f->file[f->open[f->chan] - 1].text;
}

/* The bytes of the file of the statement running (files_begin's). */
static inline int64_t files_length(const Files *f) {
    return f->file[f->open[f->chan] - 1].len;
}

/* The statement is over (also after an error). */
static inline void files_end(Files *f) {
    f->chan = 0;
}

#endif
