/*
 * workspace.h — continuous memory: the machine's state as a text image.
 *
 * This module owns the workspace image, what the HP-71B keeps while it is
 * turned off: the stored program, the main program's variables (numeric and
 * string, scalars and arrays, with their types, bounds and lengths) and the
 * settings (display format, OPTION BASE, angle mode, OPTION ROUND, traps,
 * system and user flags, the RND seed, RES, TRACE, DELAY, WIDTH and PWIDTH,
 * the clock's SETTIME/SETDATE offset). What a running program was doing (a
 * suspended run, open GOSUBs and FOR loops, the DATA pointer) is not kept:
 * the restored machine is at the prompt with nothing to CONT.
 *
 * The image is text, one record per line, opened by a version line and
 * closed by a checksum of everything before it, so that a truncated,
 * edited or foreign file is recognised and refused rather than trusted
 * (docs/language.md, "Continuous memory"). The core never touches files:
 * the host reads and writes the image.
 */
#ifndef HP71_WORKSPACE_H
#define HP71_WORKSPACE_H

#include <stddef.h>

#include "interp.h"

/* What a restore brought back, for the one-line report. */
typedef struct WorkspaceCounts {
    int lines;     /* program lines */
    int variables; /* variables (an array counts once) */
} WorkspaceCounts;

/* Takes an interpreter at the prompt; returns its workspace image (malloc'd,
 * *len bytes, NUL-terminated) or NULL when host memory runs out. */
char *workspace_save(Interp *I, size_t *len);

/* Takes an interpreter fresh from interp_new (Memory Lost) and an image of
 * len bytes; restores the program, variables and settings and fills *n.
 * Returns NULL, or why the image was refused (not an image, another
 * version, damaged, a line or a variable that cannot be entered, too large
 * for the memory); I is then partly restored and the caller should discard
 * it. Raises no HP-71B error and shows nothing. */
const char *workspace_restore(Interp *I, const char *data, size_t len, WorkspaceCounts *n);

#endif
