#ifndef CTERMINAL_H
#define CTERMINAL_H
#endif
