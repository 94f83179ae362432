// looplab-serve: the web server behind `looplab serve`, which starts this program with
// its own arguments. It is a separate executable because the HTTP library brings TLS
// and compression libraries whose loading would otherwise cost every looplab command
// about 9 ms of start-up.
#include "cli/commands.hpp"
#include "cli/run.hpp"

int main(int argc, char** argv) {
  using namespace looplab;
  CLI::App app{cli::kDescription, "looplab"};
  cli::setup_app(app);
  cli::setup_serve(app);
  return cli::run(app, argc, argv);
}
