#include "double_text.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

// The Swift runtime's shortest round-trip printer (SwiftDtoa, exported by libswiftCore and
// declared in the stdlib's RuntimeShims.h): the function behind `Double.description`. It leaves
// the zero digits it produces to a buffer the stdlib fills with '0' first, so this does too.
uint64_t swift_float64ToString(char *buffer, size_t length, double value, bool debug);

size_t algosuite_double_text(char *buffer, size_t length, double value) {
    memset(buffer, '0', length);
    return (size_t)swift_float64ToString(buffer, length, value, false);
}
