// disklab-cli: DiskLab without a display. See docs/architecture.md (The command-line contract),
// docs/cli.md and `disklab-cli --help`.
#include "cli_output.h"
#include "commands.h"

#include <QGuiApplication>

#include <memory>
#include <string_view>

namespace {

const char* const kUsage =
    "Usage: disklab-cli COMMAND [OPTIONS]\n"
    "\n"
    "Commands:\n"
    "  run SCENARIO       simulate a scenario file (.json or algs4 .txt) and report\n"
    "  replay DIR         the state at a time of a run that took checkpoints (run --checkpoints DIR)\n"
    "  compare SCENARIO   run the event-driven and time-driven engines side by side\n"
    "  convert IN OUT     convert between algs4 .txt and DiskLab .json (by extension)\n"
    "  generate KIND      write a generated scenario: gas, lattice, billiards, diffusion, ...\n"
    "  bench              measure engine speed on equilibrated gases (--forces, --aggregation: those engines)\n"
    "  forces SCENARIO    one force evaluation by the direct sum and by Barnes-Hut: error and time\n"
    "  soak SCENARIO      run the exact engine long, checking overlaps, conservation, order\n"
    "  sweep SPEC.json    a grid of generated scenarios and runs: on local cores, GNU parallel or Slurm\n"
    "  structure SCENARIO the structure of a state: packing, psi6, g(r) and its contact value, g6(r)\n"
    "  report SCENARIO    run a scenario and write a lab report of it: PDF, and HTML with its images\n"
    "\n"
    "Without a command, runs the built-in default scenario for 10 time units.\n"
    "'disklab-cli COMMAND --help' describes a command's options.";

} // namespace

int main(int argc, char** argv)
{
    // `report` paints (pictures of the box, charts, a PDF's text): a GUI application on the
    // offscreen platform, which needs no display. Every other command is a core application.
    const bool paints = argc > 1 && std::string_view(argv[1]) == "report";
    if (paints)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> app = paints ? std::make_unique<QGuiApplication>(argc, argv)
                                                         : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName("disklab-cli");
    QCoreApplication::setApplicationVersion(DISKLAB_VERSION);
    QStringList arguments = QCoreApplication::arguments().mid(1);
    if (arguments.isEmpty())
        return disklab::cli::runCommand({"--default", "--until", "10"});
    const QString command = arguments.takeFirst();
    if (command == "run")
        return disklab::cli::runCommand(arguments);
    if (command == "replay")
        return disklab::cli::replayCommand(arguments);
    if (command == "compare")
        return disklab::cli::compareCommand(arguments);
    if (command == "convert")
        return disklab::cli::convertCommand(arguments);
    if (command == "generate")
        return disklab::cli::generateCommand(arguments);
    if (command == "forces")
        return disklab::cli::forcesCommand(arguments);
    if (command == "bench")
        return disklab::cli::benchCommand(arguments);
    if (command == "soak")
        return disklab::cli::soakCommand(arguments);
    if (command == "sweep")
        return disklab::cli::sweepCommand(arguments);
    if (command == "report")
        return disklab::cli::reportCommand(arguments);
    if (command == "structure")
        return disklab::cli::structureCommand(arguments);
    if (command == "--help" || command == "-h" || command == "help") {
        disklab::cli::printOut(kUsage);
        return 0;
    }
    if (command == "--version") {
        disklab::cli::printOut(QString("disklab-cli %1").arg(DISKLAB_VERSION));
        return 0;
    }
    disklab::cli::printError(QString("unknown command '%1'").arg(command));
    disklab::cli::printError(kUsage);
    return 2;
}
