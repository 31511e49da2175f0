#ifndef CSTB_SHIM_H
#define CSTB_SHIM_H

// Debian's libstb.so: stb_image (GIF, BMP), stb_image_resize (downscaling) and
// stb_image_write. Only the declarations are included; the code is in the shared library.
#include <stb_image.h>
#include <stb_image_resize.h>
#include <stb_image_write.h>

#endif
