// Cairo 2D drawing (image surfaces, paths, gradients, PNG output).
#include <cairo.h>
