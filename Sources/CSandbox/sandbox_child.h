// What the two halves of the launcher's child side share (sandbox_root.c builds the root,
// sandbox_init.c is init): small string and file helpers in raw system calls, and the entry
// points. The rules of sandbox_syscalls.h hold for all of it: it runs after clone() in a copy of a
// multithreaded process.
#ifndef ALGOSUITE_SANDBOX_CHILD_H
#define ALGOSUITE_SANDBOX_CHILD_H
#include "sandbox.h"
#include "sandbox_syscalls.h"
#include <errno.h>

/// Functions of the child side that other files call: not inlined, not exported, not instrumented.
#define SANDBOX_CHILD __attribute__((visibility("hidden"))) SANDBOX_UNINSTRUMENTED

enum { path_capacity = 4096 };

SANDBOX_RAW size_t text_length(const char *text) {
    size_t length = 0;
    while (text[length]) length++;
    return length;
}

/// `prefix` + `suffix` into `buffer` (capacity path_capacity); 0, or -1 when too long.
SANDBOX_RAW int join(char *buffer, const char *prefix, const char *suffix) {
    size_t a = text_length(prefix), b = text_length(suffix);
    if (a + b + 1 > path_capacity) return -1;
    raw_copy(buffer, prefix, a);
    raw_copy(buffer + a, suffix, b + 1);
    return 0;
}

/// The decimal digits of `value` (at most 20) into `buffer`, NUL-terminated; returns the length.
SANDBOX_RAW int decimal(char *buffer, long long value) {
    char digits[24];
    int count = 0;
    unsigned long long magnitude = value < 0 ? 0ULL - (unsigned long long)value : (unsigned long long)value;
    do {
        digits[count++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    int length = 0;
    if (value < 0) buffer[length++] = '-';
    while (count) buffer[length++] = digits[--count];
    buffer[length] = 0;
    return length;
}

SANDBOX_RAW int write_all(int descriptor, const void *bytes, size_t count) {
    const char *next = bytes;
    while (count) {
        long written = raw_write(descriptor, next, count);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return -1;
        next += written;
        count -= (size_t)written;
    }
    return 0;
}

/// mkdir -p: every missing directory of `path` (a writable copy), mode 0755.
SANDBOX_RAW int make_directories(char *path) {
    for (char *slash = path + 1; *slash; slash++) {
        if (*slash != '/') continue;
        *slash = 0;
        int made = raw_mkdir(path, 0755);
        *slash = '/';
        if (made != 0 && errno != EEXIST) return -1;
    }
    if (raw_mkdir(path, 0755) != 0 && errno != EEXIST) return -1;
    return 0;
}

SANDBOX_RAW int make_parent_directories(char *path) {
    char *last = NULL;
    for (char *next = path; *next; next++)
        if (*next == '/') last = next;
    if (!last || last == path) return 0;
    *last = 0;
    int result = make_directories(path);
    *last = '/';
    return result;
}

/// An empty file at `path` (a bind-mount point for a file).
SANDBOX_RAW int make_file(char *path) {
    if (make_parent_directories(path) != 0) return -1;
    int descriptor = raw_open(path, O_CREAT | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (descriptor < 0) return errno == EEXIST ? 0 : -1;
    raw_close(descriptor);
    return 0;
}

/// The new root (sandbox_root.c): 0, or -1 with errno and the failing stage and bind index.
SANDBOX_CHILD int sandbox_build_root(const struct sandbox_config *config, int *failed_index, int *failed_stage);

/// Init (sandbox_init.c): waits for the judge's go on `sync_fd`, sets the run up, runs the program
/// and reaps the tree, then writes the report to `report_fd` and exits.
SANDBOX_CHILD __attribute__((noreturn)) void sandbox_run_init(
    const struct sandbox_config *config, int sync_fd, int report_fd);
#endif
