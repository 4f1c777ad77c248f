#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/// Replaces the SDL_WINDOWPOS_CENTERED macro.
static inline int CSDL2_WindowPosCentered(void) { return SDL_WINDOWPOS_CENTERED; }

/// Replaces the SDL_BUTTON() macro.
static inline unsigned int CSDL2_ButtonMask(int button) { return SDL_BUTTON(button); }

/// Replaces the SDL_PIXELFORMAT_ABGR8888 / RGBA32 alias (byte order R, G, B, A in memory).
static inline unsigned int CSDL2_PixelFormatRGBA32(void) { return SDL_PIXELFORMAT_RGBA32; }
/* Blue in the low byte of a little-endian word, alpha ignored or not: a window's usual format. */
static inline unsigned int CSDL2_PixelFormatBGRA32(void) { return SDL_PIXELFORMAT_BGRA32; }
static inline int CSDL2_IsBGRX(unsigned int format) {
    return format == SDL_PIXELFORMAT_BGRA32 || format == SDL_PIXELFORMAT_RGB888;
}

#endif
