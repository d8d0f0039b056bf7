import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

export interface ThrowawayCertificate {
  cert: string
  key: string
  certPath: string
  keyPath: string
}

/**
 * A self-signed TLS certificate, valid for a day, written to `dir` as cert.pem and key.pem, for
 * tests that put TLS in front of the server or behind it (a front proxy, nginx, an SMTP server with
 * STARTTLS). Made with the openssl command; where it fails, the error says what to install.
 */
export async function throwawayCertificate(
  dir: string,
  names: { dns: string[]; ip: string[] } = { dns: ['localhost'], ip: ['127.0.0.1'] },
): Promise<ThrowawayCertificate> {
  const certPath = join(dir, 'cert.pem')
  const keyPath = join(dir, 'key.pem')
  const altNames = [...names.dns.map((name) => `DNS:${name}`), ...names.ip.map((ip) => `IP:${ip}`)]
  try {
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${names.dns[0] ?? 'localhost'}`,
      '-addext',
      `subjectAltName=${altNames.join(',')}`,
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ])
  } catch (error) {
    throw new Error(
      `This test makes a throwaway TLS certificate with the openssl command, which failed: ${error}. ` +
        "Install OpenSSL (Debian's openssl package).",
    )
  }
  return { cert: readFileSync(certPath, 'utf8'), key: readFileSync(keyPath, 'utf8'), certPath, keyPath }
}
