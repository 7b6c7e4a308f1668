// Fuzzes the algs4 text reader and the validation it runs: any bytes must give either a valid
// scenario or an error naming the file, never a crash, a sanitizer report or a hang.
#include "io/algs4_format.h"
#include "reader_contract.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return disklab::fuzz::checkReader(data, size, QStringLiteral("fuzz.txt"), [](const QByteArray& bytes, const QString& name) {
        return disklab::scenarioFromAlgs4(bytes, name);
    });
}
