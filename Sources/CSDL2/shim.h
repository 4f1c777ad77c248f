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

#endif
