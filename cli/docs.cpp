// looplab _docs man|bash|zsh: the man page and the shell completions, written from the
// CLI definition itself (every subcommand and option as setup_X declared it), so they
// cannot drift from --help. The build runs it (CMakeLists.txt) and `cmake --install`
// installs the results. Hidden: it is for the build, not for users.
#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "looplab_version.hpp"

namespace looplab::cli {

namespace {

std::vector<const CLI::App*> visible_subcommands(const CLI::App& app) {
  std::vector<const CLI::App*> out;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App* a) { return !a->get_group().empty(); }))
    out.push_back(sub);
  return out;
}

// Flags and options a user types (not positionals, not --help).
std::vector<const CLI::Option*> named_options(const CLI::App& app) {
  std::vector<const CLI::Option*> out;
  for (const CLI::Option* o : app.get_options())
    if (!o->get_positional() && o->get_name() != "--help" && !o->get_lnames().empty()) out.push_back(o);
  return out;
}

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

// "looplab: generator, ..." -> "generator, ...": the man page's NAME line names it already.
std::string without_name(const std::string& s) { return s.starts_with("looplab: ") ? s.substr(9) : s; }

std::string roff(const std::string& s) {
  std::string out;
  bool line_start = true;
  for (char c : s) {
    if (line_start && (c == '.' || c == '\'')) out += "\\&";
    if (c == '\\') out += "\\e";
    else if (c == '-') out += "\\-";
    else out += c;
    line_start = c == '\n';
  }
  return out;
}

void man_section(std::ostream& out, const CLI::App& cmd, const std::string& path) {
  out << ".SS \"" << roff(path) << "\"\n" << roff(cmd.get_description()) << "\n";
  for (const CLI::Option* o : named_options(cmd)) {
    out << ".TP\n\\fB" << roff(o->get_name(false, true)) << "\\fR";
    if (o->get_type_size() != 0) out << " \\fI" << roff(o->get_type_name().empty() ? "VALUE" : o->get_type_name()) << "\\fR";
    out << "\n" << roff(o->get_description()) << "\n";
  }
  if (!cmd.get_footer().empty()) out << ".PP\n.nf\n" << roff(cmd.get_footer()) << "\n.fi\n";
  for (const CLI::App* sub : visible_subcommands(cmd)) man_section(out, *sub, path + " " + sub->get_name());
}

void write_man(std::ostream& out, const CLI::App& app) {
  out << ".TH LOOPLAB 1 \"\" \"looplab " << kVersion << "\" \"User Commands\"\n"
      << ".SH NAME\nlooplab \\- " << roff(without_name(first_line(app.get_description()))) << "\n"
      << ".SH SYNOPSIS\n.B looplab\n[\\fB\\-v\\fR] \\fICOMMAND\\fR [\\fIOPTIONS\\fR] [\\fIARGS\\fR]\n"
      << ".SH DESCRIPTION\n" << roff(app.get_description()) << "\n.PP\n.nf\n" << roff(app.get_footer()) << "\n.fi\n"
      << ".SH COMMANDS\n";
  for (const CLI::App* sub : visible_subcommands(app)) man_section(out, *sub, "looplab " + sub->get_name());
  out << ".SH EXIT STATUS\n0 success; 1 a negative answer (check: invalid, validate: a problem, cover: no cover);\n"
         "2 bad input or an output that cannot be written; 3 out of memory.\n";
}

// Every word a command line may continue with after `path`: subcommands and options.
void bash_cases(std::ostream& out, const CLI::App& cmd, const std::string& key) {
  std::string words;
  for (const CLI::App* sub : visible_subcommands(cmd)) words += " " + sub->get_name();
  for (const CLI::Option* o : named_options(cmd))
    for (const std::string& l : o->get_lnames()) words += " --" + l;
  out << "    \"" << key << "\") words=\"" << words.substr(words.empty() ? 0 : 1) << "\" ;;\n";
  for (const CLI::App* sub : visible_subcommands(cmd))
    bash_cases(out, *sub, key.empty() ? sub->get_name() : key + " " + sub->get_name());
}

void write_bash(std::ostream& out, const CLI::App& app) {
  out << "# bash completion for looplab, written by `looplab _docs bash`\n"
         "_looplab() {\n"
         "  local cur=${COMP_WORDS[COMP_CWORD]} key=\"\" i w words\n"
         "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
         "    w=${COMP_WORDS[i]}\n"
         "    [[ $w == -* ]] && continue\n"
         "    case \" $(_looplab_words \"$key\") \" in *\" $w \"*) key=${key:+$key }$w ;; esac\n"
         "  done\n"
         "  words=$(_looplab_words \"$key\")\n"
         "  COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
         "  [[ $cur != -* ]] && COMPREPLY+=($(compgen -f -- \"$cur\"))\n"
         "}\n"
         "_looplab_words() {\n"
         "  local words\n"
         "  case $1 in\n";
  bash_cases(out, app, "");
  out << "  esac\n  echo \"$words\"\n}\ncomplete -F _looplab looplab\n";
}

std::string zsh_text(std::string s) {
  s = first_line(s);
  std::string out;
  for (char c : s) {
    if (c == '[' || c == ']') out += '\\';
    if (c == '\'') out += "'\\''";
    else if (c == ':') out += "\\:";
    else out += c;
  }
  return out;
}

void zsh_function(std::ostream& out, const CLI::App& cmd, const std::string& name) {
  auto subs = visible_subcommands(cmd);
  out << name << "() {\n  local -a cmds\n";
  if (!subs.empty()) {
    out << "  cmds=(\n";
    for (const CLI::App* sub : subs) out << "    '" << sub->get_name() << ':' << zsh_text(sub->get_description()) << "'\n";
    out << "  )\n";
  }
  out << "  _arguments -C \\\n";
  for (const CLI::Option* o : named_options(cmd))
    for (const std::string& l : o->get_lnames())
      out << "    '--" << l << '[' << zsh_text(o->get_description()) << ']' << (o->get_type_size() != 0 ? ":value:" : "")
          << "' \\\n";
  if (subs.empty()) {
    out << "    '*:file:_files'\n}\n";
    return;
  }
  out << "    '1:command:->cmd' '*::arg:->args'\n"
         "  case $state in\n"
         "    cmd) _describe command cmds ;;\n"
         "    args) case $words[1] in\n";
  for (const CLI::App* sub : subs) out << "      " << sub->get_name() << ") " << name << "_" << sub->get_name() << " ;;\n";
  out << "    esac ;;\n  esac\n}\n";
  for (const CLI::App* sub : subs) zsh_function(out, *sub, name + "_" + sub->get_name());
}

void write_zsh(std::ostream& out, const CLI::App& app) {
  out << "#compdef looplab\n# zsh completion for looplab, written by `looplab _docs zsh`\n";
  zsh_function(out, app, "_looplab");
  out << "_looplab \"$@\"\n";
}

}  // namespace

void setup_docs(CLI::App& app) {
  auto what = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("_docs", "Write the man page or a shell completion (for the build)");
  cmd->group("");  // hidden from --help, the man page and the completions
  cmd->add_option("WHAT", *what, "man, bash or zsh")->required()->check(CLI::IsMember({"man", "bash", "zsh"}));
  cmd->callback([what, &app] {
    std::ostringstream out;
    if (*what == "man") write_man(out, app);
    else if (*what == "bash") write_bash(out, app);
    else write_zsh(out, app);
    std::cout << out.str();
  });
}

}  // namespace looplab::cli
