// Lets valgrind 3.19 (Debian 12) run the app: its sigsuspend wrapper edits the signal mask it is given in place,
// and libdispatch's dispatch_main hands it a mask in read-only memory, so valgrind itself crashes (SIGSEGV) as soon
// as the main thread parks. Preloaded under valgrind only (scripts/bench/measures.py): sigsuspend gets a copy.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>

int sigsuspend(const sigset_t *mask) {
    static int (*real)(const sigset_t *);
    if (!real) real = (int (*)(const sigset_t *))dlsym(RTLD_NEXT, "sigsuspend");
    sigset_t copy = *mask;
    return real(&copy);
}
