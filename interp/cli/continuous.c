/* continuous.c — continuous memory for the interactive prompt (see
 * continuous.h). */
#include "continuous.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../workspace.h"
#include "files.h"

/* The path of a file in the state folder (malloc'd), or NULL. */
static char *state_file(const char *name) {
    char *dir = term_state_dir();
    if (!dir) return NULL;
    size_t need = strlen(dir) + strlen(name) + 2;
    char *p = malloc(need);
    if (p) snprintf(p, need, "%s/%s", dir, name);
    free(dir);
    return p;
}

bool continuous_restore(Term *t, Interp *(*remake)(Term *t)) {
    char *path = state_file("workspace");
    if (!path) return true;
    size_t len;
    const char *why;
    char *data = files_read(path, CONTINUOUS_MAX_READ, &len, &why);
    if (!data && errno == ENOENT) { /* nothing kept yet */
        free(path);
        return true;
    }
    WorkspaceCounts n = {0};
    const char *refused = data ? workspace_restore(t->I, data, len, &n) : why;
    free(data);
    char msg[4400];
    bool ok = true;
    if (!refused) {
        snprintf(msg, sizeof msg,
                 "continuous memory: %d program line%s and %d variable%s as you left them "
                 "(hp71 --fresh starts from Memory Lost)",
                 n.lines, n.lines == 1 ? "" : "s", n.variables, n.variables == 1 ? "" : "s");
    } else {
        /* never trusted, never overwritten: set aside for the user to look at */
        interp_free(t->I);
        t->I = remake(t);
        ok = t->I != NULL;
        size_t need = strlen(path) + 8;
        char *bad = malloc(need);
        if (bad) snprintf(bad, need, "%s.bad", path);
        if (bad && rename(path, bad) == 0)
            snprintf(msg, sizeof msg,
                     "the saved workspace %s was not restored: %s; it is kept as %s, and this "
                     "session starts from Memory Lost",
                     path, refused, bad);
        else
            snprintf(msg, sizeof msg,
                     "the saved workspace %s was not restored: %s; this session starts from "
                     "Memory Lost",
                     path, refused);
        free(bad);
    }
    term_notice(t, msg);
    free(path);
    return ok;
}

void continuous_save(Term *t) {
    char *path = state_file("workspace");
    size_t len = 0;
    char *image = path ? workspace_save(t->I, &len) : NULL;
    const char *why = !path    ? "there is no state folder (set HOME or XDG_STATE_HOME)"
                      : !image ? "out of memory"
                               : files_write_atomically(path, image, len);
    if (why) {
        char msg[4400];
        snprintf(msg, sizeof msg, "cannot keep the workspace%s%s: %s", path ? " in " : "",
                 path ? path : "", why);
        term_notice(t, msg);
    }
    free(image);
    free(path);
}
