/* Unit tests of the DATA files module (datafiles.c): the layout of items in
 * records, the marks, the RAM the files and channels take and the errors.
 * The byte layouts are the ROM's, read there with PEEK$ of the file
 * (tests/model/files/data_* hold the sessions that show them). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datafiles.h"

#define FREE 100000 /* nibbles: room for everything here */

static Files f;

static void setup(void) {
    memset(&f, 0, sizeof f);
}

static void teardown(void) {
    files_free(&f, true);
}

static Num num(int64_t m, int e) {
    return (Num){m, e, NUM_FINITE};
}

/* A file of records of length bytes open on channel 1. */
static const DataFile *made(int records, int length) {
    cr_assert_eq(
        files_create(&f, "G", false, false, num(records, 0), num(length, 0), true, FREE, 0, 0),
        HP71_E_NONE);
    cr_assert_eq(files_assign(&f, 1, "G", false, FREE, 0, 0), HP71_E_NONE);
    return &f.file[files_find(&f, "G")];
}

static void print_str(const char *s) {
    cr_assert_eq(files_print_str(&f, s, (int64_t)strlen(s), FREE), HP71_E_NONE);
}

/* The file's bytes from at, n of them, as hexadecimal pairs. */
static void bytes_are(const DataFile *d, int64_t at, const char *hex) {
    char got[256] = "";
    for (int64_t i = 0; i < (int64_t)strlen(hex) / 2; i++)
        snprintf(got + 2 * i, 3, "%02X", d->data[at + i]);
    cr_assert_str_eq(got, hex);
}

TestSuite(datafiles, .init = setup, .fini = teardown);

Test(datafiles, a_string_cut_into_parts) {
    /* PRINT #2;"ABCDEFGHIJKL",7 into records of 8 bytes: CF 0C 00 ABCDE,
       7F 07 00 FGHIJ, 6F 02 00 KL EF, then 7 in the next record, FF */
    const DataFile *d = made(3, 8);
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_PRINT, 0), HP71_E_NONE);
    print_str("ABCDEFGHIJKL");
    cr_assert_eq(files_print_num(&f, num(7, 0), FREE), HP71_E_NONE);
    cr_assert_eq(files_print_end(&f, FREE), HP71_E_NONE);
    files_end(&f);
    bytes_are(d, 0, "CF0C004142434445");
    bytes_are(d, 8, "7F0700464748494A");
    bytes_are(d, 16, "6F02004B4CEFFFFF");
    bytes_are(d, 24, "0000000000000070");
    bytes_are(d, 32, "FF");
    cr_assert_eq(d->len, 33);
    /* read back serially: the parts joined */
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_RESTORE, 0), HP71_E_NONE);
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_READ, 2), HP71_E_NONE);
    char *s;
    int64_t n;
    cr_assert_eq(files_read_str(&f, &s, &n), HP71_E_NONE);
    cr_assert_eq(n, 12);
    cr_assert(memcmp(s, "ABCDEFGHIJKL", 12) == 0);
    free(s);
    Num x;
    cr_assert_eq(files_read_num(&f, &x), HP71_E_NONE);
    cr_assert(x.m == 7 && x.e == 0);
    cr_assert_eq(files_read_num(&f, &x), HP71_E_END_OF_FILE);
    /* a record given: a part is no string there */
    cr_assert_eq(files_begin(&f, 1, true, num(0, 0), FILES_READ, 1), HP71_E_NONE);
    cr_assert_eq(files_read_str(&f, &s, &n), HP71_E_DATA_TYPE);
}

Test(datafiles, numbers_coded_as_the_rom_codes_them) {
    /* -1.5, 1E-300, 1E499 (ROM: PEEK$ showed 0090000000000051,
       0007000000000001, 9904000000000001, nibbles low first) */
    const DataFile *d = made(0, 256);
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_PRINT, 0), HP71_E_NONE);
    cr_assert_eq(files_print_num(&f, num(-15, -1), FREE), HP71_E_NONE);
    cr_assert_eq(files_print_num(&f, num(1, -300), FREE), HP71_E_NONE);
    cr_assert_eq(files_print_num(&f, num(1, 499), FREE), HP71_E_NONE);
    cr_assert_eq(files_print_num(&f, num_zero(true), FREE), HP71_E_NONE);
    bytes_are(d, 0, "0009000000000015");
    bytes_are(d, 8, "0070000000000010");
    bytes_are(d, 16, "9940000000000010");
    bytes_are(d, 24, "0009000000000000");
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_RESTORE, 0), HP71_E_NONE);
    Num x;
    cr_assert_eq(files_read_num(&f, &x), HP71_E_NONE);
    cr_assert(x.m == -15 && x.e == -1);
    cr_assert_eq(files_read_num(&f, &x), HP71_E_NONE);
    cr_assert(x.m == 1 && x.e == -300);
    cr_assert_eq(files_read_num(&f, &x), HP71_E_NONE);
    cr_assert(x.m == 1 && x.e == 499);
    cr_assert_eq(files_read_num(&f, &x), HP71_E_NONE);
    cr_assert(num_is_zero(x) && num_is_negative(x));
}

Test(datafiles, a_record_given) {
    /* PRINT #2,0;"ABC",7 in records of 8: "ABC", EF, then Record Ovfl;
       PRINT #2,1 alone: EF at record 1 (the ROM's PEEK$ of the file shows
       FE there); a record beyond: End of File */
    const DataFile *d = made(4, 8);
    cr_assert_eq(files_begin(&f, 1, true, num(0, 0), FILES_PRINT, 0), HP71_E_NONE);
    print_str("ABC");
    cr_assert_eq(files_print_num(&f, num(7, 0), FREE), HP71_E_RECORD_OVFL);
    files_end(&f);
    bytes_are(d, 0, "DF03004142");
    bytes_are(d, 5, "43EF");
    cr_assert_eq(files_begin(&f, 1, true, num(1, 0), FILES_PRINT, 0), HP71_E_NONE);
    cr_assert_eq(files_print_end(&f, FREE), HP71_E_NONE);
    bytes_are(d, 8, "EF");
    cr_assert_eq(files_begin(&f, 1, true, num(4, 0), FILES_PRINT, 0), HP71_E_END_OF_FILE);
    cr_assert_eq(files_begin(&f, 1, true, num(-1, 0), FILES_READ, 1), HP71_E_INVALID_ARG);
    /* reading: the record's EF ends it, the one at record 1's start too */
    cr_assert_eq(files_begin(&f, 1, true, num(0, 0), FILES_READ, 2), HP71_E_NONE);
    char *s;
    int64_t n;
    cr_assert_eq(files_read_str(&f, &s, &n), HP71_E_NONE);
    free(s);
    Num x;
    cr_assert_eq(files_read_num(&f, &x), HP71_E_RECORD_OVFL);
    cr_assert_eq(files_begin(&f, 1, true, num(1, 0), FILES_READ, 1), HP71_E_NONE);
    cr_assert_eq(files_read_num(&f, &x), HP71_E_RECORD_OVFL);
}

Test(datafiles, ram_and_channels) {
    /* MEM in a program on the ROM: a file 45 nibbles and 2 a byte, the
       first channel ever 80 (63, 12 for the table, 5 for its number), a
       channel number used before 63 */
    cr_assert_eq(files_ram(&f), 0);
    cr_assert_eq(files_create(&f, "A", false, false, num(1, 0), num(1, 0), true, FREE, 0, 0),
                 HP71_E_NONE);
    cr_assert_eq(files_ram(&f), 47);
    cr_assert_eq(files_assign(&f, 1, "A", false, FREE, 0, 0), HP71_E_NONE);
    cr_assert_eq(files_ram(&f), 47 + 80);
    files_close(&f, 1);
    cr_assert_eq(files_ram(&f), 47 + 17);
    cr_assert_eq(files_assign(&f, 1, "A", false, FREE, 0, 0), HP71_E_NONE);
    cr_assert_eq(files_ram(&f), 47 + 80);
    /* a second channel on the same file: File Open; a new name: made */
    cr_assert_eq(files_assign(&f, 2, "A", false, FREE, 0, 0), HP71_E_FILE_OPEN);
    cr_assert_eq(files_assign(&f, 2, "B", false, FREE, 0, 0), HP71_E_FILE_NOT_FOUND);
    cr_assert_eq(files_assign(&f, 2, "B", true, FREE, 0, 0), HP71_E_NONE);
    cr_assert_eq(files_ram(&f), 47 + 80 + 45 + 68);
    /* PURGE of an open file closes its channel */
    cr_assert(files_purge(&f, "B"));
    cr_assert_eq(f.open[2], 0);
    cr_assert_eq(files_ram(&f), 47 + 80 + 5);
    cr_assert_eq(files_create(&f, "A", false, false, num(1, 0), num(1, 0), true, FREE, 0, 0),
                 HP71_E_FILE_EXISTS);
    cr_assert_eq(files_create(&f, "C", false, false, num(-1, 0), num(1, 0), true, FREE, 0, 0),
                 HP71_E_INVALID_ARG);
    cr_assert_eq(files_create(&f, "C", false, false, num(1, 0), num(65536, 0), true, FREE, 0, 0),
                 HP71_E_INSUFFICIENT_MEMORY);
    /* a count or length beyond five nibbles: Invalid Arg, before File
       Exists (the ROM); one within them and beyond the RAM: Insufficient
       Memory */
    cr_assert_eq(files_create(&f, "C", false, false, num(1048576, 0), num(1, 0), true, FREE, 0, 0),
                 HP71_E_INVALID_ARG);
    cr_assert_eq(files_create(&f, "C", false, false, num(1, 0), num(1048576, 0), true, FREE, 0, 0),
                 HP71_E_INVALID_ARG);
    cr_assert_eq(
        files_create(&f, "C", false, false, num(10485755, -1), num(1, 0), true, FREE, 0, 0),
        HP71_E_INVALID_ARG);
    cr_assert_eq(files_create(&f, "C", false, false, num(1048575, 0), num(1, 0), true, FREE, 0, 0),
                 HP71_E_INSUFFICIENT_MEMORY);
    cr_assert_eq(files_create(&f, "A", false, false, num(-1, 0), num(1, 0), true, FREE, 0, 0),
                 HP71_E_INVALID_ARG);
    cr_assert_eq(files_create(&f, "C", true, false, num(-1, 0), num(1, 0), true, FREE, 0, 0),
                 HP71_E_INVALID_ARG);
    cr_assert_eq(files_create(&f, "C", true, false, num(1, 0), num(1, 0), true, FREE, 0, 0),
                 HP71_E_FILE_EXISTS);
    cr_assert_eq(files_create(&f, "C", false, false, num(15, -1), num(25, -1), true, FREE, 0, 0),
                 HP71_E_NONE);
    cr_assert_eq(f.file[files_find(&f, "C")].len, 6); /* 2 records of 3 (rounded) */
    /* the open channels counted as they open and close (files_ram keeps a
       count): an open channel assigned again, a closed one closed again,
       all closed at once */
    int64_t r0 = files_ram(&f); /* channel 1 open on A */
    cr_assert_eq(files_assign(&f, 1, "C", false, FREE, 0, 0), HP71_E_NONE);
    cr_assert_eq(files_ram(&f), r0);
    files_close(&f, 1);
    files_close(&f, 1);
    cr_assert_eq(files_ram(&f), r0 - 63);
    cr_assert_eq(files_assign(&f, 3, "C", false, FREE, 0, 0), HP71_E_NONE);
    cr_assert_eq(files_assign(&f, 4, "A", false, FREE, 0, 0), HP71_E_NONE);
    cr_assert_eq(files_ram(&f), r0 - 63 + 2 * 68);
    files_close_all(&f);
    cr_assert_eq(files_ram(&f), r0 - 63 + 2 * 5);
}

/* END keeps each number's entry in the channel table: an ASSIGN after it
 * takes the lowest free entry, and a number that held it uses that channel;
 * ASSIGN TO * takes a number's entry away (the ROM:
 * files/data_channel_entries_after_end). */
Test(datafiles, channel_entries_kept_by_end) {
    cr_assert_eq(files_assign(&f, 1, "A", true, FREE, 0, 0), HP71_E_NONE);
    cr_assert_eq(files_assign(&f, 2, "B", true, FREE, 0, 0), HP71_E_NONE);
    files_close_all(&f);
    cr_assert_eq(files_channel(&f, 1), 0);
    cr_assert_eq(files_assign(&f, 5, "C", true, FREE, 0, 0), HP71_E_NONE);
    cr_assert_eq(files_channel(&f, 1), 5); /* entry 1: channel 5's now */
    cr_assert_eq(files_channel(&f, 2), 0); /* entry 2: no channel open there */
    cr_assert_eq(files_assign(&f, 6, "D", true, FREE, 0, 0), HP71_E_NONE);
    cr_assert_eq(files_channel(&f, 2), 6);
    files_close(&f, 5);
    cr_assert_eq(files_channel(&f, 1), 0);
    cr_assert_eq(files_channel(&f, 6), 6);
}

/* CREATE's records and length are checked alone, whatever the device
 * (the ROM: files/create_on_devices): none given is 0 records of 256 bytes;
 * a length is looked at only when given. */
Test(datafiles, create_arguments_checked_alone) {
    cr_assert_eq(files_arguments(num(0, 0), num(0, 0), false), HP71_E_NONE);
    cr_assert_eq(files_arguments(num(1048575, 0), num(1048575, 0), true), HP71_E_NONE);
    cr_assert_eq(files_arguments(num(1048576, 0), num(1, 0), true), HP71_E_INVALID_ARG);
    cr_assert_eq(files_arguments(num(1, 0), num(1048576, 0), true), HP71_E_INVALID_ARG);
    cr_assert_eq(files_arguments(num(1, 0), num(1048576, 0), false), HP71_E_NONE);
    cr_assert_eq(files_arguments(num(-1, 0), num(1, 0), true), HP71_E_INVALID_ARG);
    cr_assert_eq(files_arguments(num_nan(), num(1, 0), true), HP71_E_INVALID_ARG);
    cr_assert_eq(files_arguments(num(1, 0), num_inf(1), true), HP71_E_INVALID_ARG);
    cr_assert_eq(f.count, 0); /* (nothing made) */
}

/* A TEXT file named T open on channel 1. */
static const DataFile *made_text(int bytes) {
    cr_assert_eq(files_create(&f, "T", false, true, num(bytes, 0), num(0, 0), false, FREE, 0, 0),
                 HP71_E_NONE);
    cr_assert_eq(files_assign(&f, 1, "T", false, FREE, 0, 0), HP71_E_NONE);
    return &f.file[files_find(&f, "T")];
}

/* Reads TEXT file i's next line from *at (files_next_line) and checks it. */
static void next_line_is(int i, int64_t *at, const char *want) {
    const char *s;
    int64_t n = files_next_line(&f, i, at, &s);
    cr_assert_eq(n, (int64_t)strlen(want));
    cr_assert(memcmp(s, want, (size_t)n) == 0, "read %.*s, want %s", (int)n, s, want);
}

/* Reads the channel's next line and checks it. */
static void line_read_is(const char *want) {
    char *s;
    int64_t len;
    cr_assert_eq(files_read_str(&f, &s, &len), HP71_E_NONE);
    cr_assert_eq(len, (int64_t)strlen(want));
    cr_assert(memcmp(s, want, (size_t)len) == 0, "read %.*s, want %s", (int)len, s, want);
    free(s);
}

Test(datafiles, text_lines_laid_out_as_the_rom_lays_them) {
    /* PRINT #1;"ABC","DE","": 00 03 ABC 00, 00 02 DE, 00 00, then FF FF
       (the ROM's PEEK$ of the file: files/text_file_lines shows its CAT
       lengths, 8, 12 and 14) */
    const DataFile *d = made_text(0);
    cr_assert_eq(d->len, 0);
    cr_assert(d->text);
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_PRINT, 0), HP71_E_NONE);
    print_str("ABC");
    print_str("DE");
    print_str("");
    cr_assert_eq(files_print_end(&f, FREE), HP71_E_NONE);
    files_end(&f);
    cr_assert_eq(d->len, 14);
    bytes_are(d, 0,
              "0003414243000002444500"
              "00FFFF");
    /* read back, then the end */
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_RESTORE, 0), HP71_E_NONE);
    files_end(&f);
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_READ, 4), HP71_E_NONE);
    line_read_is("ABC");
    line_read_is("DE");
    line_read_is("");
    char *s;
    int64_t len;
    cr_assert_eq(files_read_str(&f, &s, &len), HP71_E_END_OF_FILE);
    files_end(&f);
    /* a line written from the start: FF FF after it, the file as long */
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_RESTORE, 0), HP71_E_NONE);
    files_end(&f);
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_PRINT, 0), HP71_E_NONE);
    print_str("X");
    cr_assert_eq(files_print_end(&f, FREE), HP71_E_NONE);
    files_end(&f);
    cr_assert_eq(d->len, 14);
    bytes_are(d, 0, "00015800FFFF");
}

Test(datafiles, text_line_numbers) {
    const DataFile *d = made_text(0);
    (void)d;
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_PRINT, 0), HP71_E_NONE);
    print_str("Q");
    print_str("R");
    print_str("S");
    cr_assert_eq(files_print_end(&f, FREE), HP71_E_NONE);
    files_end(&f);
    /* READ #1,2 reads line 2 (the first is 0); any line number past the
       last is the end, not an error, until it is read (the ROM) */
    cr_assert_eq(files_begin(&f, 1, true, num(2, 0), FILES_READ, 1), HP71_E_NONE);
    line_read_is("S");
    files_end(&f);
    cr_assert_eq(files_begin(&f, 1, true, num(9, 0), FILES_RESTORE, 0), HP71_E_NONE);
    files_end(&f);
    cr_assert_eq(files_begin(&f, 1, true, num(3, 0), FILES_READ, 1), HP71_E_NONE);
    char *s;
    int64_t len;
    cr_assert_eq(files_read_str(&f, &s, &len), HP71_E_END_OF_FILE);
    files_end(&f);
    /* PRINT # with a record: Invalid File Type; a negative one Invalid Arg first */
    cr_assert_eq(files_begin(&f, 1, true, num(0, 0), FILES_PRINT, 0), HP71_E_INVALID_FILE_TYPE);
    cr_assert_eq(files_begin(&f, 1, true, num(-1, 0), FILES_PRINT, 0), HP71_E_INVALID_ARG);
}

Test(datafiles, text_sizes_and_ram) {
    /* CREATE TEXT T,5: 6 bytes of FF (a length is not used); 37 nibbles
       beside them (memory/text_file_ram) */
    cr_assert_eq(files_create(&f, "T", false, true, num(5, 0), num(3, 0), true, FREE, 0, 0),
                 HP71_E_NONE);
    const DataFile *d = &f.file[files_find(&f, "T")];
    cr_assert_eq(d->len, 6);
    bytes_are(d, 0, "FFFFFFFFFFFF");
    cr_assert_eq(files_ram(&f), FILES_RAM_TEXT_FILE + 12);
    char entry[64];
    files_entry(&f, 0, 2000, 1, 1, entry, sizeof entry);
    cr_assert_str_eq(entry, "T          TEXT      6 01/01/00 00:00 ");
    /* TRANSFORM's lines: FF FF alone, then each line before it */
    int i = files_make_text(&f, "U", 7, 0, 0);
    cr_assert_geq(i, 0);
    cr_assert_eq(f.file[i].len, 2);
    cr_assert(files_add_line(&f, i, "0010 DISP 1", 11));
    cr_assert(files_add_line(&f, i, "0020 BEEP", 9));
    bytes_are(&f.file[i], 0,
              "000B303031302044495350203100"
              "0009303032302042454550"
              "00FFFF");
    int64_t at = 0;
    const char *s;
    next_line_is(i, &at, "0010 DISP 1");
    next_line_is(i, &at, "0020 BEEP");
    cr_assert_eq(files_next_line(&f, i, &at, &s), -1);
    cr_assert_eq(f.file[i].serial, 7);
}

Test(datafiles, text_lines_taken_from_another_file) {
    /* TRANSFORM stopped part way (commands.c): the TEXT file takes the lines
       made beside it, keeps its name, place, date and channel; the other
       goes */
    int t = files_make_text(&f, "T", 3, 9, 60);
    cr_assert(files_add_line(&f, t, "10 DISP 1", 9));
    cr_assert_eq(files_assign(&f, 1, "T", false, FREE, 0, 0), HP71_E_NONE);
    int u = files_make_text(&f, "T", 0, 0, 0);
    cr_assert(files_add_line(&f, u, "0010 DISP 1", 11));
    cr_assert(files_add_line(&f, u, "", 0));
    files_take_lines(&f, t, u);
    cr_assert_eq(f.count, 1);
    cr_assert_eq(files_find(&f, "T"), t);
    cr_assert_eq(f.file[t].serial, 3);
    cr_assert_eq(f.file[t].made_minute, 60);
    cr_assert_eq(f.open[1], t + 1);
    int64_t at = 0;
    const char *s;
    next_line_is(t, &at, "0010 DISP 1");
    next_line_is(t, &at, "");
    cr_assert_eq(files_next_line(&f, t, &at, &s), -1);
    /* and one removed alone leaves the rest */
    int v = files_make_text(&f, "V", 4, 0, 0);
    files_remove(&f, v);
    cr_assert_eq(f.count, 1);
    cr_assert_eq(f.open[1], t + 1);
}

Test(datafiles, channels_on_a_basic_file) {
    /* ASSIGN #1 TO FOO of a BASIC file: open, a channel's RAM, its
       statements Invalid File Type (a record's Invalid Arg first); a second
       channel File Open; RENAME keeps it, PURGE closes it
       (files/assign_to_a_basic_file) */
    cr_assert_eq(files_assign_basic(&f, 1, "FOO", FREE), HP71_E_NONE);
    cr_assert_eq(files_ram(&f), FILES_RAM_TABLE + FILES_RAM_CHANNEL_NUMBER + FILES_RAM_CHANNEL);
    cr_assert_eq(files_channel(&f, 1), 1);
    cr_assert_eq(files_begin(&f, 1, false, num(0, 0), FILES_READ, 1), HP71_E_INVALID_FILE_TYPE);
    cr_assert_eq(files_begin(&f, 1, true, num(-1, 0), FILES_PRINT, 0), HP71_E_INVALID_ARG);
    cr_assert_eq(files_begin(&f, 1, true, num(1, 0), FILES_RESTORE, 0), HP71_E_INVALID_FILE_TYPE);
    cr_assert_eq(files_assign_basic(&f, 2, "FOO", FREE), HP71_E_FILE_OPEN);
    cr_assert(files_basic_open(&f, "FOO"));
    files_basic_changed(&f, "FOO", "Q");
    cr_assert(!files_basic_open(&f, "FOO"));
    cr_assert(files_basic_open(&f, "Q"));
    files_basic_changed(&f, "Q", NULL);
    cr_assert(!files_basic_open(&f, "Q"));
    cr_assert_eq(files_channel(&f, 1), 0);
    /* a DATA file's channels are none of these */
    (void)made(1, 8);
    cr_assert(!files_basic_open(&f, "G"));
}
