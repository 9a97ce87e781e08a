#ifndef ALGOSUITE_DOUBLE_TEXT_H
#define ALGOSUITE_DOUBLE_TEXT_H

#include <stddef.h>

/// Writes the shortest text that reads back as `value` (exactly `Double.description`'s text:
/// "0.1", "1e-05", "100.0", "-0.0", "inf", "nan") into `buffer`, which must hold at least 32
/// bytes; returns the number of bytes written (no terminating NUL).
size_t algosuite_double_text(char *buffer, size_t length, double value);

#endif
