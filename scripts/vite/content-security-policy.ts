// Vite plugin: after the build, writes the app's Content-Security-Policy next to index.html
// (dist/content-security-policy.txt), with the hashes of index.html's inline scripts and the
// origins of the APP_* addresses the app was built with. The backend sends it with the app's
// files; another static host can send the same text. An inline event handler (onload="…")
// cannot be allowed by a hash without 'unsafe-hashes', so the build refuses one.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import {
  appContentSecurityPolicy,
  type PolicySources,
} from '#shared/protocols/content-security-policy.ts'

const policyFileName = 'content-security-policy.txt'

type AppEnv = Record<string, string | undefined>

// An absolute URL's origin as a CSP source ('{s}.tile.example.org' becomes '*.tile…'); null for
// a path on our own origin.
function originSource(url: string | undefined): string | null {
  const value = url?.trim()
  if (!value || !/^https?:\/\//i.test(value)) return null
  try {
    const parsed = new URL(value.replaceAll('{s}', 'sub').replace(/\{[^}]*\}/g, '0'))
    const host = value.includes('{s}') ? parsed.host.replace(/^sub\./, '*.') : parsed.host
    return `${parsed.protocol}//${host}`
  } catch {
    return null
  }
}

// Firebase Cloud Messaging asks these when it registers a device.
const firebaseOrigins = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
] as const

// The origins a build of the app talks to, from the APP_* variables it was built with.
function appOrigins(env: AppEnv): Pick<PolicySources, 'connect' | 'images'> {
  const apis = [
    env.APP_COMMERCE_GRAPHQL_URL,
    env.APP_WALLET_GRAPHQL_URL,
    env.APP_OTP_GRAPHQL_URL,
    env.APP_REST_URL,
    env.APP_GEOCODING_URL,
  ]
    .map(originSource)
    .filter((origin): origin is string => origin !== null)
  const tiles = originSource(env.APP_MAP_TILE_URL)
  const firebase = env.APP_FIREBASE_API_KEY ? firebaseOrigins : []
  return {
    connect: [...new Set([...apis, ...firebase])],
    // Product pictures are served by the commerce backend (Saleor's media), tiles by the map.
    images: [...new Set([...apis, ...(tiles ? [tiles] : [])])],
  }
}

function inlineScriptHashes(html: string): string[] {
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

function inlineEventHandlers(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)].map((match) => match[1]!)
}

function policyForIndex(html: string, env: Record<string, string | undefined>): string {
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
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8')
      writeFileSync(join(outDir, policyFileName), policyForIndex(html, env) + '\n')
    },
  }
}
