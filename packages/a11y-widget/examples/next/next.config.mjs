/** @type {import('next').NextConfig} */
const nextConfig = {
  // No "Powered by" header, no image optimisation service: the test app serves only its own files.
  poweredByHeader: false,
  images: { unoptimized: true },
}

export default nextConfig
