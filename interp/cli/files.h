/*
 * files.h — the host's files: reading program text and writing it safely.
 *
 * This module owns every file access of the hp71 command: reading a whole
 * file (a program to load, a listing to type, a test's expectations) and
 * writing one without ever leaving a truncated file behind (SAVE, --update).
 * Only regular files are read or replaced; a read stops at a size limit, so
 * /dev/zero or a huge file cannot exhaust memory; a write follows symbolic
 * links, keeps the file's permissions and reaches the disk before it
 * replaces the old file. Failures say why, in the system's words.
 */
#ifndef HP71_CLI_FILES_H
#define HP71_CLI_FILES_H

#include <stdbool.h>
#include <stddef.h>

/* The largest file read (bytes): a program of 9999 long lines fits. */
#define FILES_MAX_READ (4u << 20)

/* Reads the whole regular file at path, at most max bytes. Returns malloc'd
 * bytes (NUL-terminated, *len bytes before the NUL), or NULL with *why set
 * to the reason ("No such file or directory", "not a regular file", "larger
 * than 4194304 bytes" ...). */
char *files_read(const char *path, size_t max, size_t *len, const char **why);

/* As files_read, from standard input to its end (--run -): a pipe or a
 * terminal will do. */
char *files_read_stdin(size_t max, size_t *len, const char **why);

/* Writes len bytes of data to path (through a symbolic link, to its target)
 * via a temporary file beside it, synced to disk, then renamed over the old
 * file, whose permissions it keeps (a new file gets 0666 less the umask).
 * Refuses a target that exists and is not a regular file. Returns NULL, or
 * the reason it failed; the old file is then untouched. */
const char *files_write_atomically(const char *path, const char *data, size_t len);

#endif
