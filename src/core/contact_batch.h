#pragma once
// Contact times of one disk against all its neighbours at once.
//
// A prediction tests about eight neighbours, and whether each pair approaches, and whether it
// meets, is a coin toss the branch predictor loses about half the time. Here the neighbours are
// laid out as columns and one loop without branches computes every contact time, two lanes at
// a time in vector registers, and the earliest. Each time is bit for bit the one
// kernels::pairContactTime gives: the same operations in the same order, each rounded alike.

#include "core/kernels.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace disklab {

class ContactBatch {
public:
    /// Makes room for n neighbours, to be given by set() before solve().
    void resize(std::size_t n)
    {
        if (n > m_dx.size())
            grow(n);
        m_size = n;
    }

    /// Neighbour k: dx, dy, dvx, dvy relative to the predicting disk, contact = r_i + r_j.
    /// A neighbour with zero separation and zero relative velocity (the disk itself) never meets.
    void set(std::size_t k, double dx, double dy, double dvx, double dvy, double contact)
    {
        m_dx[k] = dx;
        m_dy[k] = dy;
        m_dvx[k] = dvx;
        m_dvy[k] = dvy;
        m_contact[k] = contact;
    }

    /// Computes every contact time, and the earliest of them.
    void solve()
    {
        const std::size_t n = m_size;
        const double* __restrict dx = m_dx.data();
        const double* __restrict dy = m_dy.data();
        const double* __restrict dvx = m_dvx.data();
        const double* __restrict dvy = m_dvy.data();
        const double* __restrict contact = m_contact.data();
        double* __restrict times = m_times.data();
        std::size_t k = 0;
        double smallest = kernels::kNever;
#if defined(__SSE2__)
        // Two lanes at a time, the minimum kept as they go: a prediction's dozen times would
        // otherwise be read again for it. Each lane computes everything; the masks only pick
        // results, and each is rounded as the scalar lane below rounds it.
        const __m128d zero = _mm_setzero_pd(), never = _mm_set1_pd(kernels::kNever);
        __m128d pairs = never;
        for (; k + 2 <= n; k += 2) {
            const __m128d x = _mm_loadu_pd(dx + k), y = _mm_loadu_pd(dy + k);
            const __m128d vx = _mm_loadu_pd(dvx + k), vy = _mm_loadu_pd(dvy + k);
            const __m128d sigma = _mm_loadu_pd(contact + k);
            const __m128d b = _mm_add_pd(_mm_mul_pd(x, vx), _mm_mul_pd(y, vy));
            const __m128d a = _mm_add_pd(_mm_mul_pd(vx, vx), _mm_mul_pd(vy, vy));
            const __m128d c = _mm_sub_pd(_mm_add_pd(_mm_mul_pd(x, x), _mm_mul_pd(y, y)), _mm_mul_pd(sigma, sigma));
            const __m128d discriminant = _mm_sub_pd(_mm_mul_pd(b, b), _mm_mul_pd(a, c));
            const __m128d root = _mm_sqrt_pd(_mm_and_pd(_mm_cmpgt_pd(discriminant, zero), discriminant));
            // -b + root, as root - b: the same rounding.
            const __m128d quotient = _mm_div_pd(c, _mm_sub_pd(root, b));
            const __m128d t = _mm_andnot_pd(_mm_cmple_pd(c, zero), quotient);
            const __m128d meets = _mm_and_pd(_mm_cmplt_pd(b, zero), _mm_cmpge_pd(discriminant, zero));
            const __m128d time = _mm_or_pd(_mm_and_pd(meets, t), _mm_andnot_pd(meets, never));
            _mm_storeu_pd(times + k, time);
            pairs = _mm_min_pd(time, pairs);
        }
        const double low = _mm_cvtsd_f64(pairs), high = _mm_cvtsd_f64(_mm_unpackhi_pd(pairs, pairs));
        smallest = low < high ? low : high;
#endif
        for (; k < n; ++k) {
            const double b = dx[k] * dvx[k] + dy[k] * dvy[k];
            const double a = dvx[k] * dvx[k] + dvy[k] * dvy[k];
            const double c = dx[k] * dx[k] + dy[k] * dy[k] - contact[k] * contact[k];
            const double discriminant = b * b - a * c;
            const double root = std::sqrt(discriminant > 0.0 ? discriminant : 0.0);
            const double quotient = c / (-b + root);
            const double t = c <= 0.0 ? 0.0 : quotient;
            times[k] = b < 0.0 && discriminant >= 0.0 ? t : kernels::kNever;
            smallest = times[k] < smallest ? times[k] : smallest;
        }
        m_earliest = smallest;
    }

    /// The smallest contact time (kNever if no neighbour meets).
    double earliest() const { return m_earliest; }

    /// Calls visit(k) for every neighbour k whose contact time is exactly t, in slot order. The
    /// slots are compared 64 at a time into a bit mask with no branch on what they hold: usually
    /// one neighbour has the time sought, and a scan that stops at it, and then looks for a
    /// second, took two branches the predictor loses.
    template <class Visit>
    void forEachAt(double t, Visit visit) const
    {
        const double* times = m_times.data();
        for (std::size_t base = 0; base < m_size; base += 64) {
            const std::size_t end = std::min(m_size, base + 64);
            std::uint64_t at = 0;
            std::size_t k = base;
#if defined(__SSE2__)
            const __m128d wanted = _mm_set1_pd(t);
            for (; k + 2 <= end; k += 2) {
                const auto equal = static_cast<std::uint64_t>(_mm_movemask_pd(_mm_cmpeq_pd(_mm_loadu_pd(times + k), wanted)));
                at |= equal << (k - base);
            }
#endif
            for (; k < end; ++k)
                at |= static_cast<std::uint64_t>(times[k] == t) << (k - base);
            for (; at != 0; at &= at - 1)
                visit(base + static_cast<std::size_t>(std::countr_zero(at)));
        }
    }

    /// Takes neighbour k out of the running: it never meets.
    void exclude(std::size_t k)
    {
        m_times[k] = kernels::kNever;
        m_earliest = *std::min_element(m_times.begin(), m_times.begin() + static_cast<std::ptrdiff_t>(m_size));
    }

    std::size_t size() const { return m_size; }
    double time(std::size_t k) const { return m_times[k]; }
    double dx(std::size_t k) const { return m_dx[k]; }
    double dy(std::size_t k) const { return m_dy[k]; }
    double contact(std::size_t k) const { return m_contact[k]; }

private:
    void grow(std::size_t needed)
    {
        const std::size_t capacity = std::max<std::size_t>(64, 2 * needed);
        for (std::vector<double>* column : {&m_dx, &m_dy, &m_dvx, &m_dvy, &m_contact, &m_times})
            column->resize(capacity);
    }

    std::vector<double> m_dx, m_dy, m_dvx, m_dvy, m_contact, m_times;
    std::size_t m_size = 0;
    double m_earliest = kernels::kNever;
};

} // namespace disklab
