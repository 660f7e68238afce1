#include "static_files.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace jongtable::server {
namespace {

namespace fs = std::filesystem;

class StaticFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    base_ = fs::temp_directory_path() /
            ("jt-static-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
             "-" + std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    fs::create_directories(base_ / "web" / "assets");
    std::ofstream(base_ / "web" / "index.html") << "<html></html>";
    std::ofstream(base_ / "web" / "assets" / "app.js") << "1";
    std::ofstream(base_ / "secret.txt") << "no";
    root_ = (base_ / "web").string();
  }
  void TearDown() override { fs::remove_all(base_); }
  fs::path base_;
  std::string root_;
};

TEST_F(StaticFiles, ServesFilesAndTheAppForClientRoutes) {
  EXPECT_EQ(resolve_static(root_, "/assets/app.js"), root_ + "/assets/app.js");
  EXPECT_EQ(resolve_static(root_, "/"), root_ + "/index.html");
  EXPECT_EQ(resolve_static(root_, "/t/K7QX9M"), root_ + "/index.html");
  EXPECT_EQ(resolve_static(root_, "/assets/app.js?v=3"), root_ + "/assets/app.js");
  EXPECT_FALSE(resolve_static(root_, "/assets/missing.css"));
}

TEST_F(StaticFiles, NeverLeavesTheRoot) {
  EXPECT_FALSE(resolve_static(root_, "/../secret.txt"));
  EXPECT_FALSE(resolve_static(root_, "/assets/../../secret.txt"));
  EXPECT_FALSE(resolve_static(root_, "/%2e%2e/secret.txt"));
  EXPECT_FALSE(resolve_static(root_, "/..\\secret.txt"));
  EXPECT_FALSE(resolve_static(root_, "relative"));
}

TEST(MimeTypes, CommonWebFiles) {
  EXPECT_EQ(mime_type("a/index.html"), "text/html; charset=utf-8");
  EXPECT_EQ(mime_type("app.js"), "text/javascript; charset=utf-8");
  EXPECT_EQ(mime_type("s.css"), "text/css; charset=utf-8");
  EXPECT_EQ(mime_type("i.svg"), "image/svg+xml");
  EXPECT_EQ(mime_type("f.woff2"), "font/woff2");
  EXPECT_EQ(mime_type("noext"), "application/octet-stream");
}

}  // namespace
}  // namespace jongtable::server
