/** The catalogue's category tree: top categories in menu order, each with its subcategories. */
export type CategorySeed = {
  readonly slug: string;
  readonly title: string;
  readonly children?: readonly CategorySeed[];
};

export const specialistCategories: readonly CategorySeed[] = [
  {
    slug: 'development',
    title: 'Development',
    children: [
      { slug: 'backend', title: 'Backend' },
      { slug: 'frontend', title: 'Frontend' },
      { slug: 'mobile', title: 'Mobile' },
      { slug: 'fullstack', title: 'Fullstack' },
      { slug: 'game-dev', title: 'Game dev' },
      { slug: 'embedded', title: 'Embedded' },
      { slug: 'erp-crm', title: 'ERP and CRM' },
      { slug: 'blockchain', title: 'Blockchain' },
    ],
  },
  {
    slug: 'design',
    title: 'Design',
    children: [
      { slug: 'ux-ui', title: 'UX/UI' },
      { slug: 'graphic', title: 'Graphic' },
      { slug: 'motion', title: 'Motion' },
      { slug: 'game-art', title: 'Game art and 3D' },
      { slug: 'product-design', title: 'Product design' },
    ],
  },
  {
    slug: 'qa',
    title: 'QA',
    children: [
      { slug: 'manual-testing', title: 'Manual' },
      { slug: 'automation-testing', title: 'Automation' },
      { slug: 'performance-testing', title: 'Performance' },
      { slug: 'security-testing', title: 'Security' },
    ],
  },
  {
    slug: 'devops',
    title: 'DevOps',
    children: [
      { slug: 'cloud-infrastructure', title: 'Cloud infrastructure' },
      { slug: 'ci-cd', title: 'CI/CD' },
      { slug: 'sre', title: 'SRE' },
      { slug: 'system-administration', title: 'System administration' },
      { slug: 'devsecops', title: 'DevSecOps' },
    ],
  },
  {
    slug: 'data-ai',
    title: 'Data and AI',
    children: [
      { slug: 'data-engineering', title: 'Data engineering' },
      { slug: 'data-science', title: 'Data science' },
      { slug: 'machine-learning', title: 'Machine learning' },
      { slug: 'bi', title: 'BI' },
      { slug: 'databases', title: 'Databases' },
    ],
  },
  {
    slug: 'management',
    title: 'Management',
    children: [
      { slug: 'project-management', title: 'Project management' },
      { slug: 'product-management', title: 'Product management' },
      { slug: 'delivery-management', title: 'Delivery management' },
      { slug: 'agile-coaching', title: 'Agile coaching' },
      { slug: 'engineering-management', title: 'Engineering management' },
    ],
  },
  {
    slug: 'analytics',
    title: 'Analytics',
    children: [
      { slug: 'business-analysis', title: 'Business analysis' },
      { slug: 'system-analysis', title: 'System analysis' },
      { slug: 'data-analysis', title: 'Data analysis' },
      { slug: 'product-analytics', title: 'Product analytics' },
    ],
  },
  {
    slug: 'support',
    title: 'Support',
    children: [
      { slug: 'technical-support', title: 'Technical support' },
      { slug: 'application-support', title: 'Application support' },
      { slug: 'customer-support', title: 'Customer support' },
      { slug: 'technical-writing', title: 'Technical writing' },
    ],
  },
  {
    slug: 'architecture',
    title: 'Architecture',
    children: [
      { slug: 'solution-architecture', title: 'Solution architecture' },
      { slug: 'software-architecture', title: 'Software architecture' },
      { slug: 'enterprise-architecture', title: 'Enterprise architecture' },
    ],
  },
  {
    slug: 'security',
    title: 'Security',
    children: [
      { slug: 'application-security', title: 'Application security' },
      { slug: 'infrastructure-security', title: 'Infrastructure security' },
      { slug: 'compliance', title: 'Compliance' },
    ],
  },
];

/** Categories of the solutions catalogue: what kind of software a solution is. */
export const solutionCategories: readonly CategorySeed[] = [
  { slug: 'crm', title: 'CRM' },
  { slug: 'erp', title: 'ERP' },
  { slug: 'e-commerce-platforms', title: 'E-commerce platforms' },
  { slug: 'hr-and-recruiting', title: 'HR and recruiting' },
  { slug: 'fintech-and-payments', title: 'Fintech and payments' },
  { slug: 'document-management', title: 'Document management' },
  { slug: 'analytics-and-bi', title: 'Analytics and BI' },
  { slug: 'ai-and-chatbots', title: 'AI and chatbots' },
  { slug: 'cybersecurity', title: 'Cybersecurity' },
  { slug: 'logistics', title: 'Logistics' },
  { slug: 'edtech', title: 'EdTech and LMS' },
  { slug: 'healthtech', title: 'HealthTech' },
  { slug: 'iot-platforms', title: 'IoT platforms' },
  { slug: 'devops-tools', title: 'DevOps tools' },
  { slug: 'marketing-automation', title: 'Marketing automation' },
  { slug: 'collaboration', title: 'Collaboration and communication' },
];
