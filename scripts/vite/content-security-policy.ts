// Vite plugin: after the build, writes the app's Content-Security-Policy next to index.html
// (dist/content-security-policy.txt), with the hashes of index.html's inline scripts and the
// origins of the APP_* addresses the app was built with. The backend sends it with the app's
// files; another static host can send the same text. An inline event handler (onload="…")
// cannot be allowed by a hash without 'unsafe-hashes', so the build refuses one.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { appContentSecurityPolicy, appOrigins } from '../../src/lib/content-security-policy.ts'

export const policyFileName = 'content-security-policy.txt'

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}`,
    )
  }
  return hashes
}

export function inlineEventHandlers(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)].map((match) => match[1]!)
}

export function policyForIndex(html: string, env: Record<string, string | undefined>): string {
  const handlers = inlineEventHandlers(html)
  if (handlers.length > 0) {
    throw new Error(
      `index.html has inline event handlers (${handlers.join(', ')}), which the Content-Security-Policy blocks`,
    )
  }
  return appContentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), ...appOrigins(env) })
}

export function contentSecurityPolicy(env: Record<string, string | undefined>): Plugin {
  let outDir = 'dist'
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    closeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8')
      writeFileSync(join(outDir, policyFileName), policyForIndex(html, env) + '\n')
    },
  }
}
