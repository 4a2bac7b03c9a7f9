/* Unit tests of the workspace image (continuous memory): what it keeps and
 * how it refuses a damaged or foreign image. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fake_host.h"
#include "workspace.h"

static FakeHost f;

/* A machine with a program, variables of every kind and changed settings. */
static Interp *busy_machine(void) {
    Interp *I = fake_interp(&f);
    const char *lines[] = {"10 DISP \"KEPT\";A",
                           "20 DEF FNA(X)=X*2",
                           "OPTION BASE 1",
                           "A=1/3",
                           "B=-0",
                           "INTEGER K @ K=-12345",
                           "SHORT S(2,3) @ S(2,3)=1.23456",
                           "C=INF",
                           "D=NAN",
                           "E=MINREAL",
                           "DIM T$[40] @ T$='say \"hi\"'",
                           "DIM U$(3)[5] @ U$(2)=CHR$(0)&CHR$(255)",
                           "FIX 3",
                           "RADIANS",
                           "OPTION ROUND ZERO",
                           "SFLAG 7",
                           "TRAP(IVL,0)",
                           "WIDTH 30",
                           "DELAY 2,.5",
                           "SETTIME \"10:20:30\"",
                           "RANDOMIZE 7",
                           "TRACE FLOW",
                           "TRACE OFF",
                           "ENDLINE \"<\"&CHR$(10)",
                           "FREE PORT(.02)",
                           NULL};
    cr_assert(fake_enter_all(I, lines), "%s", f.out);
    fake_clear(&f);
    return I;
}

static char *image_of(Interp *I, size_t *len) {
    char *image = workspace_save(I, len);
    cr_assert_not_null(image);
    cr_assert_eq(strlen(image), *len);
    return image;
}

/* What the machine shows for lines (joined display output). */
static const char *shows(Interp *I, const char *const *lines) {
    fake_clear(&f);
    fake_enter_all(I, lines);
    return f.out;
}

static const char *probes[] = {"LIST",
                               "A",
                               "B",
                               "K",
                               "S(2,3)",
                               "C",
                               "D",
                               "E",
                               "T$",
                               "LEN(U$(2))",
                               "NUM(U$(2)[2])",
                               "SIN(PI/2)",
                               "2/3",
                               "FLAG(7)",
                               "TRAP(IVL)",
                               "TIME$[1,5]",
                               "RND",
                               "FNA(4)",
                               "U$(1)",
                               "PRINT 1",
                               "MEM(.02)",
                               "MEM",
                               NULL};

Test(workspace, round_trip_keeps_program_variables_and_settings) {
    Interp *I = busy_machine();
    size_t len;
    char *image = image_of(I, &len);
    char *before = strdup(shows(I, probes));
    cr_assert(strstr(before, "10 DISP \"KEPT\";A\n20 DEF FNA(X)=X*2\n 0.333\n-0.000\n-12345.000\n"),
              "%s", before);
    cr_assert(strstr(before, " 1.000 <\n"), "%s", before);  /* ENDLINE's text */
    cr_assert(strstr(before, " 4091.000\n"), "%s", before); /* a module FREE PORT made RAM */
    Interp *J = fake_interp(&f);
    WorkspaceCounts n;
    cr_assert_null(workspace_restore(J, image, len, &n));
    cr_assert_eq(n.lines, 2);
    cr_assert_eq(n.variables, 9);
    /* the image of the restored machine is the same image */
    size_t len2;
    char *again = image_of(J, &len2);
    cr_assert_eq(len2, len);
    cr_assert(memcmp(again, image, len) == 0);
    /* and it shows what the first one showed */
    cr_assert_str_eq(shows(J, probes), before);
    free(again);
    free(before);
    free(image);
    interp_free(I);
    interp_free(J);
}

Test(workspace, display_digits_the_flags_set_round_trip) {
    /* digits 15 by the flags -17..-20 show 12 (the ROM): an image that
       keeps them is restored, and saved again the same (the fuzzer's find) */
    Interp *I = fake_interp(&f);
    const char *lines[] = {"FIX 2", "SFLAG -17", "SFLAG -18", "SFLAG -19", "SFLAG -20", NULL};
    cr_assert(fake_enter_all(I, lines), "%s", f.out);
    size_t len, len2;
    char *image = image_of(I, &len);
    Interp *J = fake_interp(&f);
    WorkspaceCounts n;
    cr_assert_null(workspace_restore(J, image, len, &n));
    char *again = image_of(J, &len2);
    cr_assert_eq(len2, len);
    cr_assert(memcmp(again, image, len) == 0);
    const char *probe[] = {"1/3", NULL};
    cr_assert_str_eq(shows(J, probe), " 0.333333333333\n");
    free(again);
    free(image);
    interp_free(I);
    interp_free(J);
}

Test(workspace, a_fresh_machine_round_trips) {
    Interp *I = fake_interp(&f);
    size_t len;
    char *image = image_of(I, &len);
    Interp *J = fake_interp(&f);
    WorkspaceCounts n;
    cr_assert_null(workspace_restore(J, image, len, &n));
    cr_assert_eq(n.lines + n.variables, 0);
    free(image);
    interp_free(I);
    interp_free(J);
}

static const char *restore_text(const char *text) {
    Interp *J = fake_interp(&f);
    WorkspaceCounts n;
    const char *why = workspace_restore(J, text, strlen(text), &n);
    interp_free(J);
    return why;
}

Test(workspace, every_changed_byte_is_refused) {
    Interp *I = busy_machine();
    size_t len;
    char *image = image_of(I, &len);
    for (size_t i = 0; i < len; i += 7) {
        char *bad = strdup(image);
        bad[i] = bad[i] == 'x' ? 'y' : 'x';
        cr_assert_not_null(restore_text(bad), "byte %zu changed was accepted", i);
        free(bad);
    }
    for (size_t cut = 0; cut < len; cut += 11) { /* cut short anywhere */
        char *bad = strndup(image, cut);
        cr_assert_not_null(restore_text(bad), "cut at %zu was accepted", cut);
        free(bad);
    }
    free(image);
    interp_free(I);
}

/* An image with a good checksum around body (so the records themselves are
 * checked). */
static char *sealed(const char *body) {
    size_t cap = strlen(body) + 64;
    char *s = malloc(cap);
    snprintf(s, cap, "HP71 WORKSPACE 1\n%s", body);
    uint64_t h = 14695981039346656037ULL;
    for (const char *p = s; *p; p++) {
        h ^= (unsigned char)*p;
        h *= 1099511628211ULL;
    }
    size_t n = strlen(s);
    snprintf(s + n, cap - n, "END %016llx\n", (unsigned long long)h);
    return s;
}

Test(workspace, records_out_of_range_are_refused_even_when_sealed) {
    const char *bodies[] = {
        "N A 0 0 0 0 0 1000000000000:0:0\n",          /* 13 digits */
        "N A 0 0 0 0 0 1:9999:0\n",                   /* exponent */
        "N A 0 0 0 0 0 5:0:1\n",                      /* Inf with a coefficient */
        "N A 3 0 0 0 0 1:0:0\n",                      /* no such type */
        "N A 0 1 0 99999999 0\n",                     /* bound too large */
        "N A 0 1 0 3 0 1:0:0\n",                      /* too few elements */
        "N A 0 0 0 0 0 1:0:0 2:0:0\n",                /* too many */
        "N A 0 0 0 0 0 1:0:0\nN A 0 0 0 0 0 1:0:0\n", /* twice */
        "N AA 0 0 0 0 0 1:0:0\n",                     /* not a name */
        "S A$ 0 0 0 2 414243\n",                      /* longer than its variable */
        "S A$ 0 0 0 5 4g\n",                          /* not hex */
        "M format 9 0\n",
        "M traps 0 0 0 0\n",
        "M width 0 96\n",
        "M colour 1\n",
        "P 10 DISP (\n", /* cannot be entered */
        "P 99999 DISP 1\n",
        "Q 1\n",
        "",
    };
    for (size_t i = 0; i < sizeof bodies / sizeof *bodies; i++) {
        char *s = sealed(bodies[i]);
        const char *why = restore_text(s);
        if (bodies[i][0])
            cr_assert_not_null(why, "accepted: %s", bodies[i]);
        else
            cr_assert_null(why, "an empty workspace was refused: %s", why);
        free(s);
    }
    char *ok = sealed("N A 0 0 0 0 0 5:-1:0\nS A$ 0 0 0 5 414243\nP 10 DISP A$\n");
    cr_assert_null(restore_text(ok));
    free(ok);
}

Test(workspace, foreign_and_other_versions_are_named) {
    cr_assert_str_eq(restore_text("10 DISP 1\n"), "it is not an hp71 workspace");
    cr_assert_str_eq(restore_text("HP71 WORKSPACE 2\nEND 0\n"),
                     "it was written by another version of hp71");
    cr_assert_str_eq(restore_text(""), "it is not an hp71 workspace");
}

Test(workspace, too_large_for_the_memory_is_refused) {
    char *s = sealed("N A 0 1 0 60000 0\n");
    /* the elements are missing anyway; a budget too small fails first */
    cr_assert_not_null(restore_text(s));
    free(s);
}

/* A workspace comes back as it was kept even beyond this machine's RAM (kept
 * with plug-in RAM, --ram, or lines entered after a DIM filled it); the
 * machine is then full, and a new DIM is Insufficient Memory. */
Test(workspace, kept_beyond_the_ram_is_restored) {
    Interp *I = fake_interp(&f);
    interp_set_ram(I, 100000);
    const char *lines[] = {"DIM A(5000)", "A(5000)=7", NULL};
    cr_assert(fake_enter_all(I, lines), "%s", f.out);
    size_t len;
    char *image = image_of(I, &len);
    interp_free(I);
    Interp *J = fake_interp(&f); /* the plain machine's 16955 bytes */
    WorkspaceCounts n;
    cr_assert_null(workspace_restore(J, image, len, &n));
    const char *probe[] = {"A(5000)", "DIM B(10)", "MEM", NULL};
    cr_assert_str_eq(shows(J, probe), " 7\nERR:Insufficient Memory\n 0\n");
    free(image);
    interp_free(J);
}

/* A fresh machine restored from the image of one that took lines: the
 * restore must succeed; *n what it brought back. */
static Interp *restored_after(const char *const *lines, WorkspaceCounts *n) {
    Interp *I = fake_interp(&f);
    cr_assert(fake_enter_all(I, lines), "%s", f.out);
    size_t len;
    char *image = image_of(I, &len);
    Interp *J = fake_interp(&f);
    cr_assert_null(workspace_restore(J, image, len, n));
    free(image);
    interp_free(I);
    return J;
}

/* An image whose records are body, sealed, must be refused. */
static void refused(const char *body) {
    char *bad = sealed(body);
    cr_assert_not_null(restore_text(bad), "%s", body);
    free(bad);
}

Test(workspace, data_files_round_trip) {
    /* a DATA file's bytes, record length and catalog entry come back;
       its channel does not (a restored machine has none open) */
    const char *lines[] = {"CREATE DATA D1,2,8", "ASSIGN #1 TO D1",
                           "PRINT #1;1.5,\"ABCDEFGHIJ\",-0", "ASSIGN #2 TO E", NULL};
    WorkspaceCounts n;
    Interp *J = restored_after(lines, &n);
    const char *probe[] = {
        "CAT D1", "CAT E", "PRINT #1;2", "ASSIGN #3 TO D1", "READ #3;A,B$,C @ DISP A;B$;C", NULL};
    cr_assert_str_eq(shows(J, probe), "D1         DATA     33 01/01/70 00:00\n"
                                      "E          DATA      0 01/01/70 00:00\n"
                                      "ERR:Chnl# Not Found\n"
                                      " 1.5 ABCDEFGHIJ-0\n");
    refused("F d 8 0 0 -\n");              /* a name in lower case */
    refused("F D 8 0 0 -\nF D 8 0 0 -\n"); /* twice */
    interp_free(J);
}

Test(workspace, text_files_round_trip) {
    /* a TEXT file comes back a TEXT file, its lines with it (the T record
       after its F record) */
    const char *lines[] = {"CREATE TEXT T1", "ASSIGN #1 TO T1",
                           "PRINT #1;\"10 DISP 7\",\"20 DISP 2\"", "CREATE DATA D", NULL};
    WorkspaceCounts n;
    Interp *J = restored_after(lines, &n);
    const char *probe[] = {"CAT T1",
                           "CAT D",
                           "ASSIGN #3 TO T1",
                           "READ #3;A$,B$ @ DISP A$;B$",
                           "TRANSFORM T1 INTO BASIC",
                           "ASSIGN #3 TO *",
                           "TRANSFORM T1 INTO BASIC",
                           "RUN T1",
                           NULL};
    cr_assert_str_eq(shows(J, probe), "T1         TEXT     26 01/01/70 00:00\n"
                                      "D          DATA      0 01/01/70 00:00\n"
                                      "10 DISP 720 DISP 2\n"
                                      "ERR:File Open\n"
                                      " 7\n"
                                      " 2\n");
    refused("T \n");                  /* no F record before it */
    refused("F D 8 0 0 -\nX \nT \n"); /* not right after it */
    interp_free(J);
}

Test(workspace, basic_files_round_trip) {
    /* the BASIC files beside the current one come back with their lines,
       names and places in the catalog; the current file stays current */
    const char *lines[] = {"10 DISP \"W\"", "EDIT LIB", "10 SUB S1 @ DISP \"S1\"", "EDIT",
                           "NAME MAIN1",    "EDIT TWO", "20 DISP \"T\"",           NULL};
    WorkspaceCounts n;
    Interp *J = restored_after(lines, &n);
    cr_assert_eq(n.lines, 3);
    const char *probe[] = {"CAT",     "LIST",      "LIST LIB", "CAT$(1)", "CAT$(2)",
                           "CAT$(3)", "RUN MAIN1", "CAT",      NULL};
    cr_assert_str_eq(shows(J, probe), "TWO        BASIC     8 01/01/70 00:00\n"
                                      "20 DISP \"T\"\n"
                                      "10 SUB S1 @ DISP \"S1\"\n"
                                      "MAIN1      BASIC     8 01/01/00 00:00\n"
                                      "LIB        BASIC    21 01/01/70 00:00\n"
                                      "TWO        BASIC     8 01/01/70 00:00\n"
                                      "W\n"
                                      "MAIN1      BASIC     8 01/01/00 00:00\n");
    refused("B lib 0 0\n");            /* a name in lower case */
    refused("B LIB 0 0\nB LIB 0 0\n"); /* twice */
    interp_free(J);
}

Test(workspace, secured_files_round_trip) {
    /* SECURE's mark comes back on each kind of file: CAT's S and File
       Protect */
    const char *lines[] = {
        "10 DISP 1", "CREATE DATA D1,1", "SECURE D1",  "EDIT LIB", "10 DISP 2", "SECURE",
        "EDIT",      "SECURE",           "EDIT OTHER", NULL};
    WorkspaceCounts n;
    Interp *J = restored_after(lines, &n);
    const char *probe[] = {"CAT D1", "CAT LIB", "CAT OTHER", "PURGE D1", "EDIT", "20 DISP 3", NULL};
    cr_assert_str_eq(shows(J, probe), "D1       S DATA    256 01/01/70 00:00\n"
                                      "LIB      S BASIC     6 01/01/70 00:00\n"
                                      "OTHER      BASIC     0 01/01/70 00:00\n"
                                      "ERR:File Protect\n"
                                      "workfile S BASIC     6 01/01/00 00:00\n"
                                      "ERR:File Protect\n");
    refused("X \n"); /* no file before it */
    interp_free(J);
    /* the current file secured, another file's lines after it in the image:
       they come back (the mark is set once all lines are in) */
    const char *again[] = {"10 DISP 1", "EDIT OTHER", "10 X=1", "EDIT", "SECURE", NULL};
    J = restored_after(again, &n);
    const char *check[] = {"CAT", "LIST OTHER", "20 X=2", NULL};
    cr_assert_str_eq(shows(J, check), "workfile S BASIC     6 01/01/00 00:00\n"
                                      "10 X=1\n"
                                      "ERR:File Protect\n");
    interp_free(J);
}
