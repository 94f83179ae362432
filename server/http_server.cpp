#include "server/http_server.hpp"

#include <arpa/inet.h>
#include <httplib.h>
#include <netdb.h>
#include <spdlog/spdlog.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/error.hpp"
#include "server/api.hpp"
#include "server/assets.hpp"
#include "server/connections.hpp"

namespace looplab::server {

namespace {

// A handler runs once its request is whole: from then on the connection has no deadline.
httplib::Server::Handler whole(httplib::Server::Handler handler) {
  return [handler = std::move(handler)](const httplib::Request& req, httplib::Response& res) {
    Connections::request_read();
    handler(req, res);
  };
}

void send(httplib::Response& res, const Reply& reply) {
  res.status = reply.status;
  res.set_content(reply.body, reply.type.c_str());
  res.set_header("Cache-Control", "no-store");
}

// httplib's default also sets SO_REUSEPORT, which lets a second server bind a port in
// use and take half its requests. SO_REUSEADDR alone still allows a restart while old
// connections linger in TIME_WAIT.
void reuse_address_only(int sock) {
  int yes = 1;
  ::setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
}

// The resolved address of `host`, or an InputError saying why it is none. A dotted
// number that is not an IPv4 address is refused without asking a resolver.
addrinfo* resolve(const std::string& host, int port) {
  in_addr v4{};
  if (!host.empty() && host.find_first_not_of("0123456789.") == std::string::npos &&
      ::inet_pton(AF_INET, host.c_str(), &v4) != 1)
    throw InputError("--host " + host + " is not an IPv4 address (four numbers 0 to 255)");
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
  addrinfo* found = nullptr;
  if (int rc = ::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found); rc != 0)
    throw InputError("--host " + host + " is not an address: " + ::gai_strerror(rc));
  return found;
}

// Why binding host:port fails, asked of the system with a plain socket (httplib only
// says that it failed).
std::string bind_problem(const std::string& host, int port) {
  addrinfo* found = resolve(host, port);
  int err = 0;
  for (addrinfo* a = found; a; a = a->ai_next) {
    int sock = ::socket(a->ai_family, a->ai_socktype, a->ai_protocol);
    if (sock < 0) {
      err = errno;
      continue;
    }
    reuse_address_only(sock);
    int rc = ::bind(sock, a->ai_addr, a->ai_addrlen);
    err = rc == 0 ? 0 : errno;
    ::close(sock);
    if (rc == 0) break;
  }
  ::freeaddrinfo(found);
  if (err == EADDRINUSE) return "port " + std::to_string(port) + " is in use";
  if (err == EADDRNOTAVAIL) return host + " is not an address of this machine";
  if (err == EACCES) return "port " + std::to_string(port) + " needs privileges (use a port above 1023)";
  return std::string("cannot listen on ") + url_for(host, port) + (err ? std::string(": ") + std::strerror(err) : "");
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

  svr.new_task_queue = [&options] {
    return new Connections(options.request_timeout, options.max_connections);
  };
  svr.Get("/api/packs",
          whole([&](const httplib::Request&, httplib::Response& res) { send(res, api.packs()); }));
  svr.Get(R"(/api/packs/([^/]+))", whole([&](const httplib::Request& req, httplib::Response& res) {
            send(res, api.pack(req.matches[1].str()));
          }));
  svr.Get("/api/families", whole([&](const httplib::Request&, httplib::Response& res) {
            send(res, api.families());
          }));
  svr.Get("/api/grids", whole([&](const httplib::Request&, httplib::Response& res) { send(res, api.grids()); }));
  svr.Get(R"(/api/grids/([^/]+)/([^/]+))", whole([&](const httplib::Request& req, httplib::Response& res) {
            send(res, api.grid(req.matches[1].str(), req.matches[2].str()));
          }));
  svr.Post("/api/analyse", whole([&](const httplib::Request& req, httplib::Response& res) {
             send(res, api.analyse(req.body));
           }));
  svr.Post("/api/save", whole([&](const httplib::Request& req, httplib::Response& res) {
             send(res, api.save(req.body));
           }));
  svr.Post("/api/hint", whole([&](const httplib::Request& req, httplib::Response& res) {
             send(res, api.hint(req.body));
           }));
  svr.Post("/api/prove", whole([&](const httplib::Request& req, httplib::Response& res) {
             send(res, api.prove(req.body));
           }));
  // An API path asked with a method it does not take: 405, and Allow names the one it
  // takes (RFC 9110, 15.5.6), rather than a 404 or 400 that would call the path wrong.
  const std::pair<const char*, std::string> routes[] = {
      {"/api/packs", "GET"},    {R"(/api/packs/([^/]+))", "GET"}, {"/api/families", "GET"},
      {"/api/grids", "GET"},    {R"(/api/grids/([^/]+)/([^/]+))", "GET"},
      {"/api/analyse", "POST"}, {"/api/save", "POST"},            {"/api/hint", "POST"},
      {"/api/prove", "POST"}};
  for (const auto& route : routes) {
    const char* path = route.first;
    const std::string& allowed = route.second;  // clang captures no structured binding
    auto refuse = whole([allowed](const httplib::Request& req, httplib::Response& res) {
      send(res, error_reply(405, req.method + " " + req.path + " is not allowed: it takes " + allowed));
      res.set_header("Allow", allowed);
    });
    if (allowed == "GET") svr.Post(path, refuse);
    else svr.Get(path, refuse);
    svr.Put(path, refuse);
    svr.Patch(path, refuse);
    svr.Delete(path, refuse);
  }
  svr.Get(R"(/.*)", whole([](const httplib::Request& req, httplib::Response& res) {
            if (const Asset* a = find_asset(req.path)) {
              res.set_content(std::string(a->body), std::string(a->type).c_str());
              res.set_header("Cache-Control", "no-cache");
            } else {
              send(res, error_reply(404, "not found: " + req.path));
            }
          }));

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
    Connections::answered();  // httplib logs once the answer is written
    spdlog::info("{} {} -> {}", req.method, req.path, res.status);
  });

  svr.set_socket_options(reuse_address_only);
  ::freeaddrinfo(resolve(options.host, options.port));  // a bad --host is named as such
  int port = options.port;
  if (port == 0) {
    port = svr.bind_to_any_port(options.host);
    if (port < 0) throw InputError(bind_problem(options.host, 0));
  } else if (!svr.bind_to_port(options.host, port)) {
    throw InputError(bind_problem(options.host, port));
  }
  on_listening(url_for(options.host, port));
  if (!svr.listen_after_bind()) throw InputError("the server stopped unexpectedly");
}

}  // namespace looplab::server
