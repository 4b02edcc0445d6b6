// Pango text layout drawn through Cairo.
#include <pango/pangocairo.h>
