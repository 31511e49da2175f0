#ifndef CWEBP_SHIM_H
#define CWEBP_SHIM_H

// libwebp (decode, scaled decode, encode) and libwebpdemux (the first frame of an animation).
#include <webp/decode.h>
#include <webp/demux.h>
#include <webp/encode.h>

#endif
