#pragma once
// A record of samples that covers a whole run in bounded memory: when it holds `capacity`
// samples, every other one is dropped before the next is added, so the record thins evenly over
// the run instead of forgetting its start. Standard C++ only.

#include <cstddef>
#include <utility>
#include <vector>

namespace disklab {

/// Appends `sample`, first dropping every other sample if `samples` is full.
template <typename Sample>
void appendThinned(std::vector<Sample>& samples, std::size_t capacity, Sample sample)
{
    if (samples.size() >= capacity) {
        std::size_t kept = 0;
        for (std::size_t k = 0; k < samples.size(); k += 2)
            samples[kept++] = std::move(samples[k]);
        samples.resize(kept);
    }
    samples.push_back(std::move(sample));
}

} // namespace disklab
