#ifndef CLIBZ_SHIM_H
#define CLIBZ_SHIM_H

// zlib, for the Archive target only. ZIPFoundation brings a module of its own named CZlib,
// so this door has a different name.
#include <zlib.h>

#endif
