#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H

// libxml2's HTML parser and tree, for the HTMLText target only.
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#endif
