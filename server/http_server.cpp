#include "server/http_server.hpp"

#include <httplib.h>
#include <spdlog/spdlog.h>

#include "core/error.hpp"
#include "server/api.hpp"
#include "server/assets.hpp"

namespace looplab::server {

namespace {

void send(httplib::Response& res, const Reply& reply) {
  res.status = reply.status;
  res.set_content(reply.body, reply.type.c_str());
  res.set_header("Cache-Control", "no-store");
}

}  // namespace

std::string url_for(const std::string& host, int port) {
  bool v6 = host.find(':') != std::string::npos;
  return "http://" + (v6 ? "[" + host + "]" : host) + ":" + std::to_string(port) + "/";
}

void serve(PackStore& store, const ServeOptions& options,
           const std::function<void(const std::string&)>& on_listening) {
  Api api(store);
  httplib::Server svr;
  svr.set_payload_max_length(options.max_body);
  // Everything the app needs comes from this server; the policy says so to the browser.
  svr.set_default_headers({{"X-Content-Type-Options", "nosniff"},
                           {"Content-Security-Policy",
                            "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'"},
                           {"Referrer-Policy", "no-referrer"}});

  svr.Get("/api/packs",
          [&](const httplib::Request&, httplib::Response& res) { send(res, api.packs()); });
  svr.Get(R"(/api/packs/([^/]+))", [&](const httplib::Request& req, httplib::Response& res) {
    send(res, api.pack(req.matches[1].str()));
  });
  svr.Get("/api/families",
          [&](const httplib::Request&, httplib::Response& res) { send(res, api.families()); });
  svr.Post("/api/analyse", [&](const httplib::Request& req, httplib::Response& res) {
    send(res, api.analyse(req.body));
  });
  svr.Post("/api/save", [&](const httplib::Request& req, httplib::Response& res) {
    send(res, api.save(req.body));
  });
  svr.Get(R"(/.*)", [](const httplib::Request& req, httplib::Response& res) {
    if (const Asset* a = find_asset(req.path)) {
      res.set_content(std::string(a->body), std::string(a->type).c_str());
      res.set_header("Cache-Control", "no-cache");
    } else {
      send(res, error_reply(404, "not found: " + req.path));
    }
  });

  // Replies httplib makes itself (413 body too large, 404 for a method we do not
  // route, 400 for a request it cannot parse) get a JSON message too.
  svr.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    std::string what = res.status == 413   ? "request body too large"
                       : res.status == 404 ? "no such resource: " + req.method + " " + req.path
                       : res.status == 405 ? "method not allowed"
                                           : "bad request";
    send(res, error_reply(res.status, what));
  });
  svr.set_exception_handler(
      [](const httplib::Request& req, httplib::Response& res, std::exception_ptr ep) {
        std::string what = "internal error";
        try {
          std::rethrow_exception(ep);
        } catch (const InputError& e) {
          what = e.what();
        } catch (const std::exception& e) {
          what = std::string("internal error: ") + e.what();
        } catch (...) {
        }
        spdlog::warn("{} {}: {}", req.method, req.path, what);
        send(res, error_reply(500, what));
      });
  svr.set_logger([](const httplib::Request& req, const httplib::Response& res) {
    spdlog::info("{} {} -> {}", req.method, req.path, res.status);
  });

  int port = options.port;
  if (port == 0) {
    port = svr.bind_to_any_port(options.host);
    if (port < 0) throw InputError("cannot listen on " + options.host + ": no free port");
  } else if (!svr.bind_to_port(options.host, port)) {
    throw InputError("cannot listen on " + url_for(options.host, port) +
                     " (in use, or not an address of this machine)");
  }
  on_listening(url_for(options.host, port));
  if (!svr.listen_after_bind()) throw InputError("the server stopped unexpectedly");
}

}  // namespace looplab::server
