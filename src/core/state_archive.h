#pragma once
// An engine's inner state as bytes, for checkpoints (Engine::innerState): each class lists what
// it keeps once, in `template <class Self, class Archive> static void transferState(Self&,
// Archive&)`, which StateWriter walks to store and StateReader walks to restore, so the two can
// never list different things. Plain values and vectors of them are copied as their bytes
// (the tie order of a heap or a calendar's buckets is kept exactly as it lies in memory);
// anything else lists its own members. The bytes are for the same build of DiskLab on the
// same kind of machine (docs/file-formats.md, "Checkpoints").

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <queue>
#include <span>
#include <stdexcept>
#include <type_traits>
#include <vector>

namespace disklab {

/// Why a checkpoint's bytes are refused: too short, or left over, for the engine reading them.
inline constexpr const char* kNotThisEnginesState =
    "the checkpoint's state does not belong to this engine (another engine, scenario or build of DiskLab)";

template <class T, class Archive>
concept TransfersItsState = requires(T& value, Archive& archive) {
    std::remove_const_t<T>::transferState(value, archive);
};

/// The container under a priority queue, whose order is the queue's tie order.
template <class T, class Container, class Compare>
Container& underlyingContainer(std::priority_queue<T, Container, Compare>& queue)
{
    struct Access : std::priority_queue<T, Container, Compare> {
        static Container& of(std::priority_queue<T, Container, Compare>& q) { return q.*(&Access::c); }
    };
    return Access::of(queue);
}

class StateWriter {
public:
    template <class T>
    void operator()(const T& value)
    {
        if constexpr (TransfersItsState<const T, StateWriter>) {
            T::transferState(value, *this);
        } else {
            static_assert(std::is_trivially_copyable_v<T>, "list the members of this type in a transferState");
            append(&value, sizeof(T));
        }
    }
    template <class T>
    void operator()(const std::vector<T>& values)
    {
        (*this)(static_cast<std::uint64_t>(values.size()));
        if constexpr (!TransfersItsState<const T, StateWriter> && std::is_trivially_copyable_v<T>)
            append(values.data(), values.size() * sizeof(T));
        else
            for (const T& value : values)
                (*this)(value);
    }
    void operator()(const std::vector<bool>& values)
    {
        (*this)(static_cast<std::uint64_t>(values.size()));
        for (const bool value : values)
            (*this)(value);
    }
    template <class T, class Container, class Compare>
    void operator()(const std::priority_queue<T, Container, Compare>& queue)
    {
        (*this)(underlyingContainer(const_cast<std::priority_queue<T, Container, Compare>&>(queue)));
    }

    std::vector<std::byte> take() { return std::move(m_bytes); }

private:
    void append(const void* data, std::size_t size)
    {
        const auto* bytes = static_cast<const std::byte*>(data);
        m_bytes.insert(m_bytes.end(), bytes, bytes + size);
    }
    std::vector<std::byte> m_bytes;
};

class StateReader {
public:
    explicit StateReader(std::span<const std::byte> bytes) : m_bytes(bytes) {}

    template <class T>
    void operator()(T& value)
    {
        if constexpr (TransfersItsState<T, StateReader>) {
            T::transferState(value, *this);
        } else {
            static_assert(std::is_trivially_copyable_v<T>, "list the members of this type in a transferState");
            read(&value, sizeof(T));
        }
    }
    template <class T>
    void operator()(std::vector<T>& values)
    {
        values.resize(count());
        if constexpr (!TransfersItsState<T, StateReader> && std::is_trivially_copyable_v<T>)
            read(values.data(), values.size() * sizeof(T));
        else
            for (T& value : values)
                (*this)(value);
    }
    void operator()(std::vector<bool>& values)
    {
        values.resize(count());
        for (std::size_t i = 0; i < values.size(); ++i) {
            bool value = false;
            (*this)(value);
            values[i] = value;
        }
    }
    template <class T, class Container, class Compare>
    void operator()(std::priority_queue<T, Container, Compare>& queue)
    {
        (*this)(underlyingContainer(queue));
    }

    /// Throws unless every byte was read.
    void finish() const
    {
        if (m_read != m_bytes.size())
            throw std::invalid_argument(kNotThisEnginesState);
    }

private:
    /// A stored element count, checked against the bytes left (each element takes at least one),
    /// so that bytes of another engine never ask for a vast allocation.
    std::size_t count()
    {
        std::uint64_t n = 0;
        (*this)(n);
        if (n > m_bytes.size() - m_read)
            throw std::invalid_argument(kNotThisEnginesState);
        return static_cast<std::size_t>(n);
    }
    void read(void* data, std::size_t size)
    {
        if (size > m_bytes.size() - m_read)
            throw std::invalid_argument(kNotThisEnginesState);
        if (size > 0)
            std::memcpy(data, m_bytes.data() + m_read, size);
        m_read += size;
    }
    std::span<const std::byte> m_bytes;
    std::size_t m_read = 0;
};

/// The bytes of `object`'s state.
template <class T>
std::vector<std::byte> writeState(const T& object)
{
    StateWriter writer;
    writer(object);
    return writer.take();
}

/// Puts `object` back in the state `bytes` hold; throws std::invalid_argument if they are not one of its.
template <class T>
void readState(T& object, std::span<const std::byte> bytes)
{
    StateReader reader(bytes);
    reader(object);
    reader.finish();
}

} // namespace disklab
