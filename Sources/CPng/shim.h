#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

// libpng's simplified API (png_image), which writes PNGs: errors are return values with a
// message, and the library's own setjmp never crosses a Swift frame.
#include <png.h>

// The progressive reader, which decodes them (progressive.h).
#include "progressive.h"

/// PNG_IMAGE_VERSION, for png_image.version.
static inline unsigned int cpng_image_version(void) { return PNG_IMAGE_VERSION; }

/// PNG_FORMAT_RGBA: 8-bit red, green, blue and unassociated alpha.
static inline unsigned int cpng_format_rgba(void) { return PNG_FORMAT_RGBA; }

/// PNG_IMAGE_FAILED: whether the last call on `image` failed (an error, not a warning).
static inline int cpng_image_failed(const png_image *image) {
  return (image->warning_or_error & 3) > 1;
}

#endif
