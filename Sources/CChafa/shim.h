#ifndef CCHAFA_SHIM_H
#define CCHAFA_SHIM_H

// libchafa: pixels to terminal symbols and colours. chafa.h includes glib.h, whose include
// folders come from pkg-config (libglib2.0-dev).
#include <chafa.h>

#endif
