/*
 * image.h — IMAGE formats: DISP USING, PRINT USING and the IMAGE statement.
 *
 * This module owns the format language of an image ("3D.2D,2X,'CM'",
 * "K,/,10A", "2(SZZ.DDE)") as the HP-71B reads it: the walk through its
 * items with repeat groups and the restart when values remain, the text
 * each field makes of a number (digit symbols D, Z, *, separators C and P,
 * radix . and R, signs S and M, exponent E, and inside it blanks X and
 * literals, counted or not, rounding, overflow) or of a string (A, K, H),
 * the character a number codes (B), the field that shows nothing (^), and
 * the ROM's Invalid IMAGE for what it refuses, raised where the ROM raises
 * it. The ROM reads an image lazily: past a field it looks ahead over the
 * items that take no value to the start of the next field, and shows the
 * field's text only when that look ahead is sound; a field itself is read
 * in full only when a value comes to it (or the statement ends there). It
 * knows nothing of the display or the VM: the VM feeds values and writes
 * the text it gets back. Every rule here was checked on the ROM
 * (tests/model/using).
 */
#ifndef HP71_IMAGE_H
#define HP71_IMAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "errors.h"
#include "number.h"

#define IMAGE_MAX_TEXT  4096 /* characters of an image (longer: Invalid IMAGE) */
#define IMAGE_MAX_DEPTH 8    /* nesting of repeat groups (deeper: Invalid IMAGE) */
#define IMAGE_MAX_COUNT 9999 /* largest repeat count (larger: Invalid IMAGE) */
#define IMAGE_LINE_END  256  /* an output code: end the display line */
#define IMAGE_OUT_MAX   8208 /* output codes one look ahead holds before it hands them over */
/* a B field's largest code, either sign (beyond: Invalid Arg) */
#define IMAGE_BYTE_MAX 1048575

typedef enum ImageFieldKind {
    IMAGE_NUMBER,        /* digit symbols */
    IMAGE_STRING,        /* nA: a string, cut or padded to n characters (literals and X
                            between its A's: among its symbols) */
    IMAGE_COMPACT,       /* K: a number as STD shows it without blanks, or a string */
    IMAGE_COMPACT_COMMA, /* H: as K, a number's radix a comma */
    IMAGE_BYTE,          /* B: a number as the character of that code */
    IMAGE_SKIP,          /* ^: a number or a string, shown as nothing */
} ImageFieldKind;

typedef struct ImageField {
    ImageFieldKind kind;
    int32_t width;                /* IMAGE_STRING: characters */
    int32_t text_len, counts;     /* the image characters read, the repeat counts among them */
    size_t symbols_at;            /* where its symbols start, after any literals against it */
    char symbols[IMAGE_MAX_TEXT]; /* IMAGE_NUMBER: upper case, counts expanded; IMAGE_STRING:
                                     its A's and literals when literals are among
                                     them (else none: len 0) */
    bool literal[IMAGE_MAX_TEXT]; /* that symbol is a character of a literal (or X's blank) */
    int len;
    char prefix[IMAGE_MAX_TEXT]; /* literals and X written against a field that is no number's */
    int prefix_len;
} ImageField;

/* An image being used by one DISP USING or PRINT USING statement. */
typedef struct Image {
    char text[IMAGE_MAX_TEXT];
    size_t len, at; /* the text, and where the walk is */
    int depth;
    size_t group_at[IMAGE_MAX_DEPTH]; /* just after each open '(' */
    int32_t group_left[IMAGE_MAX_DEPTH];
    int32_t group_count[IMAGE_MAX_DEPTH]; /* each group's repeat count */
    int32_t repeat_left; /* repeats still to do of the literal, '/' or '@' at the cursor */
    bool keep_line;      /* '#' first: the display line stays open at the end */
    /* what a look ahead produced: characters, and IMAGE_LINE_END */
    int16_t out[IMAGE_OUT_MAX];
    int nout;
    int blanks_out, literals_out; /* of out: X's blanks and literals' characters (the cost model) */
    int items_out;                /* of out: literal and X items written apart from a field */
    ImageField field;             /* the field last read */
    ImageField ahead;             /* a field the look ahead checks */
} Image;

/* Takes an image's text (len bytes) and starts a walk at its first item.
 * Returns 0, or HP71_E_INVALID_IMAGE when it is empty or too long. */
Hp71Error image_begin(Image *img, const char *text, size_t len);

/* What a look ahead came to. */
typedef enum ImageAhead {
    IMAGE_AT_FIELD, /* the start of a field */
    IMAGE_AT_END,   /* the end of the image (the walk is back at its start) */
    IMAGE_OUT_FULL, /* img->out is full: hand it over and look ahead again */
} ImageAhead;

/* Walks over the items that take no value (literals, X, /, @, '#', groups)
 * from where the walk is, appending their output to img->out, up to the
 * next field's start or the image's end. Returns what it came to, or sets
 * *error to HP71_E_INVALID_IMAGE where the ROM refuses the image. */
ImageAhead image_look_ahead(Image *img, Hp71Error *error);

/* Whether the walk is in a group's second or later repetition (that
 * group's or one around it: 2(D,A) at its second A). */
bool image_repeating(const Image *img);

/* Reads the field at the walk's position into img->field and moves past
 * it. Returns 0 or HP71_E_INVALID_IMAGE. */
Hp71Error image_read_field(Image *img);

#define IMAGE_NUMBER_MAX (IMAGE_MAX_TEXT + 8) /* bytes a numeric field can make */

/* Formats a number into a numeric field: writes its text to out
 * (IMAGE_NUMBER_MAX bytes) and returns its length; *overflow is set when it
 * does not fit (the field is then filled with '*'; the caller warns IMAGE
 * Ovfl). */
size_t image_format_number(const ImageField *field, Num v, char *out, bool *overflow);

#endif
