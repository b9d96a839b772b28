#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H

#include <pango/pangocairo.h>
// Which font file Pango picked for a run of text, for a golden's text-stack fingerprint.
#include <pango/pangofc-font.h>

#endif
