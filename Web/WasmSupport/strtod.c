// What the Embedded Swift standard library leaves to the platform when it
// reads a number from text (`Double(String)`, used by the JSON parser): the
// C library's strtod, here wasi-libc's (correctly rounded, "C" locale).
// Compiled for the web page's WebAssembly build only; the normal build's
// Swift runtime has its own.
#include <stdlib.h>

const char *_swift_stdlib_strtod_clocale(const char *nptr, double *outResult) {
    char *end;
    *outResult = strtod(nptr, &end);
    return end;
}
