/* files.c — reading and writing the host's files (see files.h). */
#include "files.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

char *files_read_stdin(size_t max, size_t *len, const char **why) {
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        if (n == cap) {
            if (cap > max) break;
            char *more = realloc(buf, cap * 2 + 1);
            if (!more) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = more;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n, stdin);
        n += got;
        if (got == 0) break;
    }
    if (!buf || ferror(stdin) || n > max) {
        static char big[64];
        snprintf(big, sizeof big, "larger than %zu bytes", max);
        *why = !buf ? strerror(ENOMEM) : ferror(stdin) ? strerror(EIO) : big;
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

char *files_read(const char *path, size_t max, size_t *len, const char **why) {
    static const char not_regular[] = "not a regular file";
    /* O_NONBLOCK: opening a FIFO must not wait for a writer */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        *why = strerror(errno);
        return NULL;
    }
    struct stat sb;
    if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
        *why = not_regular;
        close(fd);
        errno = EINVAL;
        return NULL;
    }
    size_t cap = (size_t)sb.st_size < max ? (size_t)sb.st_size + 1 : max + 1;
    char *buf = malloc(cap + 1);
    size_t n = 0;
    ssize_t got = 0;
    while (buf && n < cap && (got = read(fd, buf + n, cap - n)) != 0) {
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            break;
        }
        n += (size_t)got;
    }
    int err = got < 0 ? errno : 0;
    close(fd);
    if (!buf || err || n > max) {
        static char big[64];
        snprintf(big, sizeof big, "larger than %zu bytes", max);
        *why = !buf ? strerror(ENOMEM) : err ? strerror(err) : big;
        free(buf);
        errno = !buf ? ENOMEM : err ? err : EFBIG;
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* Follows symbolic links from path to the file they name (which may not
 * exist yet); writes it into out (PATH_MAX). Returns NULL or the reason. */
static const char *final_target(const char *path, char *out) {
    char cur[PATH_MAX];
    if (snprintf(cur, sizeof cur, "%s", path) >= (int)sizeof cur) return strerror(ENAMETOOLONG);
    for (int hops = 0; hops < 40; hops++) {
        char link[PATH_MAX];
        ssize_t n = readlink(cur, link, sizeof link - 1);
        if (n < 0) {
            if (errno != EINVAL && errno != ENOENT) return strerror(errno);
            memcpy(out, cur, strlen(cur) + 1);
            return NULL; /* not a link (or not there): this is the target */
        }
        link[n] = '\0';
        if (link[0] == '/') {
            memcpy(cur, link, (size_t)n + 1);
        } else { /* relative to the link's folder */
            char *slash = strrchr(cur, '/');
            size_t dir = slash ? (size_t)(slash - cur) + 1 : 0;
            if (dir + (size_t)n + 1 > sizeof cur) return strerror(ENAMETOOLONG);
            memcpy(cur + dir, link, (size_t)n + 1);
        }
    }
    return strerror(ELOOP);
}

const char *files_write_atomically(const char *path, const char *data, size_t len) {
    char target[PATH_MAX];
    const char *why = final_target(path, target);
    if (why) return why;
    mode_t mode;
    struct stat sb;
    if (stat(target, &sb) == 0) {
        if (!S_ISREG(sb.st_mode)) return "not a regular file";
        mode = sb.st_mode & 07777;
    } else if (errno == ENOENT) {
        mode_t mask = umask(0);
        umask(mask);
        mode = 0666 & ~mask;
    } else {
        return strerror(errno);
    }
    char tmp[PATH_MAX + 16];
    snprintf(tmp, sizeof tmp, "%s.XXXXXX", target);
    int fd = mkstemp(tmp);
    if (fd < 0) return strerror(errno);
    int err = 0;
    for (size_t done = 0; done < len && !err;) {
        ssize_t n = write(fd, data + done, len - done);
        if (n < 0 && errno != EINTR) err = errno;
        if (n > 0) done += (size_t)n;
    }
    if (!err && fchmod(fd, mode) != 0) err = errno;
    if (!err && fsync(fd) != 0) err = errno;
    if (close(fd) != 0 && !err) err = errno;
    if (!err && rename(tmp, target) != 0) err = errno;
    if (err) {
        unlink(tmp);
        return strerror(err);
    }
    /* the rename itself reaches the disk with the folder */
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", target);
    char *slash = strrchr(dir, '/');
    if (slash)
        slash[slash == dir ? 1 : 0] = '\0';
    else
        strcpy(dir, ".");
    int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        (void)fsync(dfd);
        close(dfd);
    }
    return NULL;
}
