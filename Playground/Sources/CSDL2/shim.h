// SDL2 for Swift: the playground runs its own main, so SDL must not redefine it.
#define SDL_MAIN_HANDLED 1
#include <SDL.h>
