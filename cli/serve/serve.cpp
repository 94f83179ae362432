// looplab serve: plays and edits packs in the browser.
#include <chrono>
#include <cmath>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "core/error.hpp"
#include "server/http_server.hpp"

namespace looplab::cli {

namespace {

struct ServeCliOptions {
  std::vector<std::string> packs;
  std::string save_to;
  server::ServeOptions http;
  double request_seconds = 10;
};

bool is_loopback(const std::string& host) {
  return host == "127.0.0.1" || host == "::1" || host == "localhost" || host.rfind("127.", 0) == 0;
}

void run_serve(const ServeCliOptions& o) {
  server::PackStore store(o.packs, o.save_to);
  server::ServeOptions http = o.http;
  http.request_timeout = std::chrono::milliseconds(std::lround(o.request_seconds * 1000));
  server::serve(store, http, [&](const std::string& url) {
    // One line a script can read: the real port, also when --port 0 chose it.
    std::cout << "looplab serve: listening on " << url << std::endl;
    if (!is_loopback(o.http.host))
      std::cerr << "looplab serve: warning: " << o.http.host
                << " is not a loopback address; anyone who reaches it "
                << "can play" << (store.can_save() ? " and save into " + store.save_file() : "")
                << '\n';
    if (store.can_save())
      std::cerr << "looplab serve: the editor saves into " << store.save_file() << '\n';
  });
}

}  // namespace

void setup_serve(CLI::App& app) {
  auto o = std::make_shared<ServeCliOptions>();
  auto* cmd =
      app.add_subcommand("serve", "Play and edit packs in the browser (a small local web app)");
  cmd->add_option("PACK", o->packs, "Pack files to serve (the app lists them)")
      ->check(CLI::ExistingFile);
  cmd->add_option("--port", o->http.port,
                  "TCP port; 0 picks a free one (the line printed says which)")
      ->capture_default_str()
      ->check(in_range(0, 65535));
  cmd->add_option("--host", o->http.host,
                  "Address to listen on; the default is reachable from this machine only")
      ->capture_default_str();
  cmd->add_option(
      "--save-to", o->save_to,
      "Pack file the editor saves into: created on the first save, or appended to when it exists");
  cmd->add_option("--max-body", o->http.max_body, "Largest request body accepted, in bytes")
      ->capture_default_str()
      ->check(in_range(1, 1 << 30));
  cmd->add_option("--request-timeout", o->request_seconds,
                  "Seconds a client has to send each request whole; a slower one is cut off")
      ->capture_default_str()
      ->check(in_range(0.1, 3600));
  cmd->footer(
      "Prints `looplab serve: listening on URL` once ready; open URL in a browser. The app lists "
      "the packs and\n"
      "their puzzles and plays them, each family in its own way (the puzzle's page says how):\n"
      "  slitherlink: click an edge (line, cross, empty; right-click: cross);\n"
      "  masyu: click between two cells (line, cross, empty; right-click: cross);\n"
      "  infinity-loop: click a tile to turn it (right-click: back);\n"
      "  sudoku, towers: click a cell and type a digit (p, or the Pencil button on 25x25: pencil marks);\n"
      "arrows move, u and r undo and redo, and ? (or the Hint button) asks for a hint: the premises\n"
      "and the conclusion drawn, Apply makes the move. It keeps progress in the browser, and "
      "has an editor\n"
      "that asks the server to count solutions and rate, and saves into the --save-to pack (only "
      "puzzles with\n"
      "exactly one solution).\n"
      "Only the app's own files (compiled in) and the packs named here are served. Stop with "
      "Ctrl-C.\n"
      "Examples:\n"
      "  looplab serve corpus/*.json\n"
      "  looplab serve --port 0 --save-to mine.json pack.json\n"
      "  looplab serve --host 0.0.0.0 --port 8000 pack.json   # reachable from the network");
  cmd->callback([o] { run_serve(*o); });
}

}  // namespace looplab::cli
