#ifndef CSTB_SHIM_H
#define CSTB_SHIM_H

// Debian's libstb.so: stb_image, for GIF (first frame) and BMP. Only the declarations are
// included; the code is in the shared library. (Its stb_image_resize is not used: built with
// assertions on, it aborts the process for some ratios with the triangle filter.)
#include <stb_image.h>

#endif
