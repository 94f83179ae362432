/* A command-line generator for current upstream Loopy, the peer of bench/run_grids.sh on
 * the grids Debian's sgt-loopy lacks (t16 hats, t17 spectres): N game IDs for PARAMS, as
 * `sgt-loopy --generate N PARAMS` prints them, from Loopy's own new_desc.
 * Usage: loopygen N PARAMS [SEED]; built against the puzzles' sources by build.sh. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzles.h"

extern const game thegame;

/* Loopy builds its preset menus through these; a generator needs no menu. */
struct preset_menu *preset_menu_new(void) { return NULL; }
struct preset_menu *preset_menu_add_submenu(struct preset_menu *menu, char *title) { return NULL; }
void preset_menu_add_preset(struct preset_menu *menu, char *title, game_params *params) {}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: loopygen N PARAMS [SEED]\n");
        return 2;
    }
    const int n = atoi(argv[1]);
    const char *seed = argc > 3 ? argv[3] : "looplab";
    random_state *rs = random_new(seed, strlen(seed));
    game_params *params = thegame.default_params();
    thegame.decode_params(params, argv[2]);
    const char *err = thegame.validate_params(params, true);
    if (err) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    char *encoded = thegame.encode_params(params, false);
    for (int i = 0; i < n; i++) {
        char *aux = NULL;
        char *desc = thegame.new_desc(params, rs, &aux, false);
        printf("%s:%s\n", encoded, desc);
        sfree(desc);
        sfree(aux);
    }
    return 0;
}
