/* testrunner.c — hp71 --test (see testrunner.h). */
#include "testrunner.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "files.h"
#include "session.h"

static bool ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static bool exists(const char *stem, const char *ext) {
    char path[4400];
    snprintf(path, sizeof path, "%s%s", stem, ext);
    return access(path, F_OK) == 0;
}

/* Shows the unified difference between want and got, labelled name. */
static void show_diff(const char *name, const char *want, size_t wlen, const char *got,
                      size_t glen) {
    char a[] = "/tmp/hp71-want-XXXXXX", b[] = "/tmp/hp71-got-XXXXXX";
    int fa = mkstemp(a), fb = fa < 0 ? -1 : mkstemp(b);
    if (fb < 0) {
        if (fa >= 0) {
            close(fa);
            unlink(a);
        }
        return;
    }
    bool ok = write(fa, want, wlen) == (ssize_t)wlen && write(fb, got, glen) == (ssize_t)glen;
    close(fa);
    close(fb);
    if (ok) {
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            char la[4300], lb[4300];
            snprintf(la, sizeof la, "%s (expected)", name);
            snprintf(lb, sizeof lb, "%s (actual)", name);
            execlp("diff", "diff", "-u", "--label", la, "--label", lb, a, b, (char *)NULL);
            _exit(127);
        }
        if (pid > 0) waitpid(pid, NULL, 0);
    }
    unlink(a);
    unlink(b);
}

/* Splits text into whitespace-separated words (no quoting) for NAME.args. */
static int split_words(char *text, char **words, int max) {
    int n = 0;
    for (char *p = strtok(text, " \t\r\n"); p && n < max; p = strtok(NULL, " \t\r\n"))
        words[n++] = p;
    return n;
}

/* Removes the blanks at the end of every line of b (in place). */
static void strip_trailing_blanks(char *s, size_t *len) {
    size_t out = 0, line = 0;
    for (size_t i = 0; i <= *len; i++) {
        if (i == *len || s[i] == '\n') {
            size_t end = out;
            while (end > line && (s[end - 1] == ' ' || s[end - 1] == '\t'))
                end--;
            out = end;
            if (i < *len) s[out++] = '\n';
            line = out;
        } else {
            s[out++] = s[i];
        }
    }
    *len = out;
    s[out] = '\0';
}

typedef enum Verdict { PASSED, FAILED, KNOWN } Verdict;

/* Runs one test, stem = path without its extension; known: it is listed as
 * a known difference. */
static Verdict run_test(const Options *outer, const char *stem, bool known) {
    char path[4200], dir[4200];
    snprintf(dir, sizeof dir, "%s", stem);
    char *slash = strrchr(dir, '/');
    if (slash)
        slash[1] = '\0';
    else
        dir[0] = '\0';

    Options o;
    options_default(&o);
    o.clock = HP71_CLOCK_VIRTUAL;
    o.lcd = 0;
    char *argv_text = NULL, *words[64];
    char *argv[66];
    char program_path[4200];
    size_t len;
    const char *why;
    snprintf(path, sizeof path, "%s.args", stem);
    if ((argv_text = files_read(path, FILES_MAX_READ, &len, &why))) {
        int n = split_words(argv_text, words, 64);
        argv[0] = "hp71";
        for (int i = 0; i < n; i++)
            argv[i + 1] = words[i];
        if (options_parse(n + 1, argv, &o) != 0) {
            printf("FAIL %s: bad options in %s\n", stem, path);
            free(argv_text);
            return FAILED;
        }
    }
    snprintf(path, sizeof path, "%s.bas", stem);
    bool program = access(path, R_OK) == 0;
    if (program) {
        snprintf(program_path, sizeof program_path, "%s", path);
        o.file = program_path;
    }

    Buffer script = {0};
    if (program && !o.run) buffer_add(&script, "RUN\n", 4);
    snprintf(path, sizeof path, "%s.in", stem);
    char *in = files_read(path, FILES_MAX_READ, &len, &why);
    if (in) {
        buffer_add(&script, in, len);
        free(in);
    }
    if (!script.s) buffer_add(&script, "", 0);

    Buffer got = {0};
    buffer_add(&got, "", 0);
    Term t = {.o = &o,
              .capture = &got,
              .script = script.s,
              .script_len = script.len,
              .model = outer->model};
    /* a test runs in its own folder: the files NAME.args names are there */
    char cwd[4096];
    bool moved = dir[0] && getcwd(cwd, sizeof cwd) && chdir(dir) == 0;
    if (moved && program) o.file = strrchr(program_path, '/') + 1;
    int status = session_run(&t);
    if (moved && chdir(cwd) != 0) perror("hp71: chdir");
    strip_trailing_blanks(got.s, &got.len);

    int want_status = 0;
    snprintf(path, sizeof path, "%s.status", stem);
    char *st = files_read(path, FILES_MAX_READ, &len, &why);
    if (st) {
        want_status = atoi(st);
        free(st);
    } else if (outer->model) {
        want_status = status; /* the ROM has no exit status */
    }
    snprintf(path, sizeof path, "%s.out", stem);
    char *want = files_read(path, FILES_MAX_READ, &len, &why);
    size_t wlen = want ? len : 0;
    if (want) strip_trailing_blanks(want, &wlen);
    bool same = want && wlen == got.len && memcmp(want, got.s, wlen) == 0;
    bool pass = same && status == want_status;
    if (!pass && !known) {
        if (!want)
            printf("%s: no %s (--update writes it)\n", stem, path);
        else if (!same)
            show_diff(path, want, wlen, got.s, got.len);
        if (status != want_status)
            printf("%s: exit status %d, expected %d\n", stem, status, want_status);
        if (outer->update) {
            const char *err = same ? NULL : files_write_atomically(path, got.s, got.len);
            if (!err && status != want_status) {
                char text[16];
                int n = snprintf(text, sizeof text, "%d\n", status);
                snprintf(path, sizeof path, "%s.status", stem);
                if (status == 0)
                    unlink(path);
                else
                    err = files_write_atomically(path, text, (size_t)n);
            }
            if (err)
                printf("cannot write %s: %s\n", path, err);
            else
                printf("updated %s\n", stem);
            pass = !err;
        }
    }
    Verdict v = known ? (pass ? FAILED : KNOWN) : pass ? PASSED : FAILED;
    if (known && pass) printf("%s: listed as a known difference, but it passes\n", stem);
    printf("%s %s\n", v == PASSED ? "PASS" : v == KNOWN ? "KNOWN" : "FAIL", stem);
    free(want);
    free(got.s);
    free(script.s);
    free(argv_text);
    return v;
}

typedef struct Stems {
    char **s;
    int n, cap;
} Stems;

static void add_stem(Stems *st, const char *stem, size_t len) {
    for (int i = 0; i < st->n; i++) /* NAME.in and NAME.out are one test */
        if (strlen(st->s[i]) == len && strncmp(st->s[i], stem, len) == 0) return;
    if (st->n == st->cap) {
        st->cap = st->cap ? st->cap * 2 : 64;
        st->s = realloc(st->s, (size_t)st->cap * sizeof *st->s);
        if (!st->s) {
            fputs("hp71: out of memory\n", stderr);
            exit(1);
        }
    }
    st->s[st->n++] = strndup(stem, len);
}

static bool is_case_file(const char *name) {
    return ends_with(name, ".out") || ends_with(name, ".in") || ends_with(name, ".bas");
}

static int by_name(const struct dirent **a, const struct dirent **b) {
    return strcmp((*a)->d_name, (*b)->d_name);
}

/* Adds the test stems of folder dir, and of the folders inside it. */
static void collect_folder(const char *dir, Stems *st) {
    struct dirent **list;
    int n = scandir(dir, &list, NULL, by_name);
    if (n < 0) return;
    for (int i = 0; i < n; i++) {
        const char *name = list[i]->d_name;
        char path[4200];
        snprintf(path, sizeof path, "%s/%s", dir, name);
        struct stat sb;
        if (name[0] != '.' && stat(path, &sb) == 0) {
            if (S_ISDIR(sb.st_mode)) {
                collect_folder(path, st);
            } else if (is_case_file(name)) {
                /* NAME.in or NAME.bas makes a case; NAME.out alone too */
                size_t stem = strlen(path) - strlen(strrchr(name, '.'));
                char base[4200];
                snprintf(base, sizeof base, "%.*s", (int)stem, path);
                bool with_bas_or_in = ends_with(name, ".in") || ends_with(name, ".bas");
                if (with_bas_or_in || (!exists(base, ".in") && !exists(base, ".bas")))
                    add_stem(st, path, stem);
            }
        }
        free(list[i]);
    }
    free(list);
}

/* Adds the test stems found at path (a case file, a stem or a folder). */
static bool collect_tests(const char *path, Stems *st) {
    struct stat sb;
    if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode)) {
        int before = st->n;
        collect_folder(path, st);
        if (st->n > before) return true;
    } else if (stat(path, &sb) == 0 && is_case_file(path)) {
        add_stem(st, path, strlen(path) - strlen(strrchr(path, '.')));
        return true;
    } else if (exists(path, ".out") || exists(path, ".in") || exists(path, ".bas")) {
        add_stem(st, path, strlen(path));
        return true;
    }
    fprintf(stderr, "hp71: no test at '%s'\n", path);
    return false;
}

/* True when the known-differences text lists stem: a line whose first word
 * is the stem, or its end after a '/' (paths are relative to the file). */
static bool listed(const char *known, const char *stem) {
    size_t sl = strlen(stem);
    for (const char *line = known; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t ll = end ? (size_t)(end - line) : strlen(line);
        size_t w = strcspn(line, " \t\n");
        if (w > ll) w = ll;
        if (line[0] != '#' && w > 0 && w <= sl && strncmp(stem + sl - w, line, w) == 0 &&
            (w == sl || stem[sl - w - 1] == '/'))
            return true;
        line = end ? end + 1 : NULL;
    }
    return false;
}

int testrunner_run(const Options *o) {
    Stems st = {0};
    for (int i = 0; i < o->ntests; i++)
        if (!collect_tests(o->tests[i], &st)) return EXIT_USAGE;
    char *known = NULL;
    if (o->known) {
        size_t len;
        const char *why;
        known = files_read(o->known, FILES_MAX_READ, &len, &why);
        if (!known) {
            fprintf(stderr, "hp71: cannot read '%s': %s\n", o->known, why);
            return EXIT_USAGE;
        }
    }
    int passed = 0, failed = 0, nknown = 0;
    for (int i = 0; i < st.n; i++) {
        Verdict v = run_test(o, st.s[i], known && listed(known, st.s[i]));
        if (v == PASSED)
            passed++;
        else if (v == KNOWN)
            nknown++;
        else
            failed++;
        free(st.s[i]);
    }
    free(st.s);
    free(known);
    if (nknown)
        printf("%d passed, %d failed, %d known\n", passed, failed, nknown);
    else
        printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
