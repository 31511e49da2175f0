#ifndef CPNG_PROGRESSIVE_H
#define CPNG_PROGRESSIVE_H

// libpng's progressive reader, for PNGs held whole in memory. It hands over each row as soon
// as it is decoded, so a file cut short or damaged still gives the rows before the fault.
//
// libpng reports an error by longjmp. The setjmp is in cpng_read_progressive, and everything
// libpng calls back is C in this file, so no longjmp ever crosses a Swift frame. Warnings are
// dropped and errors kept as a message, so nothing is printed.
//
// The transformations are those png_image_finish_read makes for PNG_FORMAT_RGBA, in the same
// order, so a whole file decodes to the same pixels as through the simplified API.
//
// A read may also be reduced: rows of a non-interlaced image are averaged into a smaller
// image as they come (an alpha-weighted box filter, the same as PixelImage.resized), so that
// memory is the smaller image, one row and a row of sums, whatever the image's size.

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>

/// One progressive read of a PNG in memory: where its rows go, and what it found.
///
/// With `pixels` NULL, the read stops at the first IDAT chunk, having read the header and the
/// chunks before it, and gives `width`, `height` and `interlaced`. With `pixels` set, `width`
/// and `height` must be what that first read gave, and the rows are decoded as 8-bit RGBA
/// into `pixels`: `width * 4` bytes a row, or, for a reduced read (`out_width` not 0; only for
/// an image that is not interlaced), `out_width * 4` bytes a row of `out_height` rows, each
/// the average of the pixels it covers.
typedef struct cpng_read {
  /// In: the rows, or NULL to read the header only.
  unsigned char *pixels;
  /// Out, or in when `pixels` is set: the size the header gives.
  png_uint_32 width;
  png_uint_32 height;
  /// In: for a reduced read, the size of `pixels`, at most `width` by `height`; else 0.
  png_uint_32 out_width;
  png_uint_32 out_height;
  /// In, for a reduced read: `out_width * 4` sums, all 0.
  uint64_t *sums;
  /// In, for a reduced read: for each of the `width` columns, the column of `pixels` it falls
  /// in (column x in `x * out_width / width`'s span, as PixelImage.resized spans them).
  png_uint_32 *columns;
  /// Out: whether the header and the chunks up to the first IDAT were read.
  int has_header;
  /// Out: whether the image is interlaced (Adam7).
  int interlaced;
  /// Out: rows [0, rows) of the image were decoded. In a whole read they are in `pixels`; an
  /// interlaced image's first pass fills every row it reaches, blockily, and later passes
  /// refine them.
  png_uint_32 rows;
  /// Out, for a reduced read: rows [0, out_rows) of `pixels` hold pixels; the last may
  /// average fewer rows than it covers, when the image ended in its span.
  png_uint_32 out_rows;
  /// Out: whether every row of the last pass arrived, so the image is whole.
  int complete;
  /// Out: whether the read stopped with an error in an IDAT chunk, such as its CRC failing
  /// after its data was decoded: the rows may all have come, but some are wrong.
  int data_damaged;
  /// Out: libpng's error message, empty if the read ended without one.
  char message[160];
  /// Private: the last pass (0, or 6 for an interlaced image).
  int last_pass;
  /// Private, for a reduced read: the image rows summed into `sums` so far.
  png_uint_32 span_rows;
} cpng_read;

/// The first image column or row of output column or row `index`, of `out` over `in`: the
/// spans PixelImage.resized averages, for a reduction (`out` <= `in`).
static png_uint_32 cpng_span_start(png_uint_32 index, png_uint_32 in, png_uint_32 out) {
  return (png_uint_32)((uint64_t)index * in / out);
}

/// Writes the sums as the next row of `pixels` (averaged over `span_rows` rows) and clears
/// them; nothing when no row was summed or every row is written.
static void cpng_reduce_emit(cpng_read *read) {
  if (read->span_rows == 0 || read->out_rows >= read->out_height) return;
  unsigned char *out = read->pixels + (size_t)read->out_rows * read->out_width * 4;
  uint64_t *sums = read->sums;
  for (png_uint_32 column = 0; column < read->out_width; column++) {
    uint64_t *sum = sums + (size_t)column * 4;
    uint64_t span = cpng_span_start(column + 1, read->width, read->out_width)
                    - cpng_span_start(column, read->width, read->out_width);
    uint64_t area = span * read->span_rows;
    uint64_t alpha = sum[3];
    for (int channel = 0; channel < 3; channel++) {
      out[column * 4 + channel] = alpha == 0 ? 0 : (unsigned char)(sum[channel] / alpha);
    }
    out[column * 4 + 3] = area == 0 ? 0 : (unsigned char)(alpha / area);
    sum[0] = sum[1] = sum[2] = sum[3] = 0;
  }
  read->span_rows = 0;
  read->out_rows++;
}

/// Adds image row `number`, 8-bit RGBA, to the sums, each pixel's colour weighted by its
/// alpha; writes a row of `pixels` when it ends that row's span.
static void cpng_reduce_row(cpng_read *read, png_const_bytep row, png_uint_32 number) {
  uint64_t *sums = read->sums;
  const png_uint_32 *columns = read->columns;
  for (png_uint_32 x = 0; x < read->width; x++) {
    const png_byte *pixel = row + (size_t)x * 4;
    uint64_t *sum = sums + (size_t)columns[x] * 4;
    uint64_t alpha = pixel[3];
    sum[0] += pixel[0] * alpha;
    sum[1] += pixel[1] * alpha;
    sum[2] += pixel[2] * alpha;
    sum[3] += alpha;
  }
  read->span_rows++;
  if (number + 1 >= cpng_span_start(read->out_rows + 1, read->height, read->out_height)) {
    cpng_reduce_emit(read);
  }
}

/// The chunk type IDAT as libpng numbers chunk types (its own png_IDAT is private).
#define CPNG_IDAT ((png_uint_32)0x49444154)

/// Keeps libpng's error message, and whether it came in the image data, and jumps back to
/// cpng_read_progressive's setjmp.
static void cpng_read_on_error(png_structp png, png_const_charp message) {
  cpng_read *read = (cpng_read *)png_get_error_ptr(png);
  if (read != NULL && png_get_io_chunk_type(png) == CPNG_IDAT) read->data_damaged = 1;
  if (read != NULL && message != NULL) {
    strncpy(read->message, message, sizeof read->message - 1);
    read->message[sizeof read->message - 1] = '\0';
  }
  png_longjmp(png, 1);
}

/// Drops a warning: a damaged ancillary chunk, extra data, and the like.
static void cpng_read_on_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

/// The header is read: stops there, or sets up 8-bit RGBA rows.
static void cpng_read_on_info(png_structp png, png_infop info) {
  cpng_read *read = (cpng_read *)png_get_progressive_ptr(png);
  png_uint_32 width = png_get_image_width(png, info);
  png_uint_32 height = png_get_image_height(png, info);
  read->has_header = 1;
  if (read->pixels == NULL) {
    read->width = width;
    read->height = height;
    read->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    // Leaves png_process_data without reading on; the struct is destroyed next.
    png_process_data_pause(png, 0);
    return;
  }
  if (width != read->width || height != read->height) {
    png_error(png, "the header differs from the first read");
  }
  if (read->out_width != 0 && png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) {
    png_error(png, "an interlaced image cannot be reduced as it is read");
  }

  int color_type = png_get_color_type(png, info);
  int bit_depth = png_get_bit_depth(png, info);
  png_bytep trans_alpha = NULL;
  int num_trans = 0;
  png_color_16p trans_color = NULL;
  png_get_tRNS(png, info, &trans_alpha, &num_trans, &trans_color);
  int has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) != 0 || num_trans > 0;

  // Samples are sRGB unless the file says otherwise (gAMA, sRGB, iCCP), 16-bit ones too, as
  // browsers and viewers take them (libpng's simplified API takes untagged 16-bit samples as
  // linear, and draws them far too bright); the output is 8-bit sRGB.
  png_set_expand(png);
  if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
  png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
  if (bit_depth == 16) png_set_scale_16(png);
  if (!has_alpha) png_set_add_alpha(png, 255, PNG_FILLER_AFTER);
  png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);

  // Chunks after the image data are not used: skip all but those that affect the pixels.
  static const png_byte used[] = {
      98, 75, 71, 68, '\0',   // bKGD
      99, 72, 82, 77, '\0',   // cHRM
      103, 65, 77, 65, '\0',  // gAMA
      105, 67, 67, 80, '\0',  // iCCP
      115, 66, 73, 84, '\0',  // sBIT
      115, 82, 71, 66, '\0',  // sRGB
  };
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, used, (int)(sizeof used / 5));

  read->last_pass = png_set_interlace_handling(png) - 1;
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) {
    png_error(png, "the rows are not 8-bit RGBA");
  }
}

/// A row arrived (or, for an interlaced image, a pass went by a row it leaves as it was).
static void cpng_read_on_row(png_structp png, png_bytep row, png_uint_32 number, int pass) {
  cpng_read *read = (cpng_read *)png_get_progressive_ptr(png);
  if (read->pixels == NULL || number >= read->height) return;
  if (row != NULL && read->out_width != 0) {
    // Not interlaced: each row comes once, whole, in order.
    cpng_reduce_row(read, row, number);
    read->rows = number + 1;
  } else if (row != NULL) {
    png_progressive_combine_row(png, read->pixels + (size_t)number * read->width * 4, row);
    if (number + 1 > read->rows) read->rows = number + 1;
  }
  if (pass == read->last_pass && number == read->height - 1) read->complete = 1;
}

/// The IEND chunk was read.
static void cpng_read_on_end(png_structp png, png_infop info) {
  (void)info;
  cpng_read *read = (cpng_read *)png_get_progressive_ptr(png);
  if (read->rows == read->height) read->complete = 1;
}

/// Reads the `size` bytes at `data` as `read` says (see cpng_read). Returns 1 if libpng took
/// every byte (the file may still have ended early: see `complete`), or 0 if it stopped with
/// an error, whose message is in `read->message`. A reduced read that stops inside a row's
/// span writes that row from the rows that came.
__attribute__((noinline)) static int cpng_read_progressive(
    const unsigned char *data, size_t size, cpng_read *read) {
  read->has_header = 0;
  read->interlaced = 0;
  read->rows = 0;
  read->out_rows = 0;
  read->complete = 0;
  read->data_damaged = 0;
  read->message[0] = '\0';
  read->last_pass = 0;
  read->span_rows = 0;
  png_structp png = png_create_read_struct(
      PNG_LIBPNG_VER_STRING, read, cpng_read_on_error, cpng_read_on_warning);
  if (png == NULL) {
    strcpy(read->message, "libpng did not start");
    return 0;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    strcpy(read->message, "libpng did not start");
    return 0;
  }
  // `png` and `info` are not changed after this point, so they survive the longjmp.
  if (setjmp(png_jmpbuf(png)) != 0) {
    png_destroy_read_struct(&png, &info, NULL);
    if (read->pixels != NULL && read->out_width != 0) cpng_reduce_emit(read);
    return 0;
  }
  png_set_benign_errors(png, 1);
  png_set_progressive_read_fn(
      png, read, cpng_read_on_info, cpng_read_on_row, cpng_read_on_end);
  png_process_data(png, info, (png_bytep)data, size);
  png_destroy_read_struct(&png, &info, NULL);
  if (read->pixels != NULL && read->out_width != 0) cpng_reduce_emit(read);
  return 1;
}

#endif
