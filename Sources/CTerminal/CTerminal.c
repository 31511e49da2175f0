#include "CTerminal.h"
