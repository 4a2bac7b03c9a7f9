/*
 * continuous.h — continuous memory for the interactive prompt.
 *
 * This module owns when and where the workspace (workspace.h) is kept
 * between interactive sessions, as the HP-71B keeps its memory while it is
 * off: the file "workspace" in the state folder (term_state_dir). An
 * interactive session (stdin a terminal) without a FILE, --type or --fresh
 * starts from it and says so in one line; every interactive session leaves
 * its workspace there at BYE or Ctrl-D. A file that cannot be trusted is
 * reported and set aside as "workspace.bad", and the session starts from
 * Memory Lost. Batch input, --run, -e and --test never use it.
 */
#ifndef HP71_CLI_CONTINUOUS_H
#define HP71_CLI_CONTINUOUS_H

#include <stdbool.h>

#include "term.h"

/* The largest workspace file read (bytes). */
#define CONTINUOUS_MAX_READ (512u << 20)

/* Restores the saved workspace into t->I, which is fresh, reporting the
 * outcome with term_notice. When the file is refused, t->I is replaced by
 * remake(t), a fresh machine (NULL: out of host memory, returned false). */
bool continuous_restore(Term *t, Interp *(*remake)(Term *t));

/* Saves t->I's workspace to the state folder; reports a failure. */
void continuous_save(Term *t);

#endif
