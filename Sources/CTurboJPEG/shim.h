#ifndef CTURBOJPEG_SHIM_H
#define CTURBOJPEG_SHIM_H

// libjpeg-turbo's TurboJPEG API: errors are return values (its longjmp stays inside the
// library), and decompression scales in the DCT domain.
#include <stddef.h>
#include <turbojpeg.h>

#endif
