// The program's allocation functions (app/large_allocations.cpp), linked into this test as
// into the program: every form hands out usable, aligned memory that delete releases, and a
// size beyond what can be allocated fails as the standard says instead of wrapping round
// to a small block.
#include <QTest>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <new>
#include <vector>

class TestLargeAllocations : public QObject
{
    Q_OBJECT

  private slots:
    void blocksOfEverySizeAreUsable()
    {
        for (const std::size_t size :
             {std::size_t(0), std::size_t(1), std::size_t(5000), std::size_t(2) << 20,
              (std::size_t(3) << 20) + 7, std::size_t(33) << 20}) {
            auto *p = static_cast<unsigned char *>(::operator new(size));
            QVERIFY(p != nullptr);
            std::memset(p, 0xAB, size);
            if (size > 0) {
                QCOMPARE(p[size - 1], static_cast<unsigned char>(0xAB));
            }
            ::operator delete(p);
        }
        // A vector of a million doubles, as a snapshot holds them, grown and shrunk.
        std::vector<double> v(1 << 20, 1.5);
        v.resize(3 << 20, 2.5);
        QCOMPARE(v.front(), 1.5);
        QCOMPARE(v.back(), 2.5);
        v.shrink_to_fit();
    }

    void alignedBlocksAreAligned()
    {
        for (const std::size_t alignment :
             {std::size_t(64), std::size_t(4096), std::size_t(2) << 20, std::size_t(4) << 20}) {
            for (const std::size_t size : {std::size_t(1), std::size_t(3) << 20}) {
                void *p = ::operator new(size, std::align_val_t(alignment));
                QCOMPARE(reinterpret_cast<std::uintptr_t>(p) % alignment, std::uintptr_t(0));
                std::memset(p, 1, size);
                ::operator delete(p, std::align_val_t(alignment));
            }
        }
    }

    void impossibleSizesFail()
    {
        constexpr std::size_t kMax = std::numeric_limits<std::size_t>::max();
        for (const std::size_t size : {kMax, kMax - 1, kMax - (std::size_t(1) << 20)}) {
            QVERIFY_THROWS_EXCEPTION(std::bad_alloc, (void)::operator new(size));
            QVERIFY_THROWS_EXCEPTION(std::bad_alloc,
                                     (void)::operator new(size, std::align_val_t(4 << 20)));
            QCOMPARE(::operator new(size, std::nothrow), nullptr);
            QCOMPARE(::operator new[](size, std::align_val_t(64), std::nothrow), nullptr);
        }
    }
};

QTEST_APPLESS_MAIN(TestLargeAllocations)
#include "tst_large_allocations.moc"
